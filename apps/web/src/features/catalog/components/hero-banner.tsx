import { useState } from 'react'
import { Link } from 'react-router'
import { Info, Play, Star } from 'lucide-react'
import { t, type CatalogItem, type ContentType } from '@myflix/shared'
import { Button } from '@/components/ui/button'
import { DemoWatchDialog } from '@/components/content/demo-watch-dialog'
import { cn } from '@/lib/cn'
import { useHeroRotation } from '../hooks/use-hero-rotation'
import { detailsHref, watchHref } from '../lib/content-links'
import { heroImage } from '../lib/hero-slides'

/** Spec §9: the hero shows 8.5 when a title has no rating. */
const HERO_FALLBACK_RATING = '8.5'
const ratingOf = (item: CatalogItem) =>
  item.rating && Number.parseFloat(item.rating) > 0 ? item.rating : HERO_FALLBACK_RATING

/**
 * Spec §2 Home: the first 3 movies and 3 series, rotating; 'Mais Info', 'Assistir' and dots.
 * 'Assistir' opens the details with the player on it; a demo title (`demoTypes`) has nothing to play,
 * so it explains how to get the real catalogue instead.
 */
export function HeroBanner({
  slides,
  demoTypes,
  hasCloud,
}: {
  slides: CatalogItem[]
  demoTypes: ReadonlySet<ContentType>
  hasCloud: boolean
}) {
  const { index, select, setHovered } = useHeroRotation(slides.length)
  const [demoDialog, setDemoDialog] = useState(false)
  const current = slides[index]
  if (!current) return null
  const href = detailsHref(current.type, current.id)
  const image = heroImage(current)

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('catalogUi.hero.label')}
      data-testid="hero"
      className="relative -mx-4 -mt-6 mb-8 overflow-hidden sm:-mx-6 sm:rounded-b-2xl lg:-mx-10"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={() => setHovered(false)}
    >
      <img
        key={image}
        src={image}
        alt=""
        // The page's largest paint: fetched first, never deferred.
        loading="eager"
        fetchPriority="high"
        decoding="async"
        className="absolute inset-0 size-full scale-110 object-cover opacity-60 blur-[1px]"
      />
      <div className="absolute inset-0 bg-gradient-to-t from-background via-background/70 to-background/10" />
      <div className="relative flex min-h-[22rem] flex-col justify-end gap-3 px-4 pt-16 pb-6 sm:min-h-[28rem] sm:px-6 lg:px-10">
        <h2
          className="max-w-2xl text-3xl font-extrabold tracking-tight sm:text-5xl"
          aria-live="polite"
        >
          {current.name}
        </h2>
        <p className="flex items-center gap-3 text-sm text-muted">
          <span className="inline-flex items-center gap-1 text-foreground">
            <Star aria-hidden className="size-4 fill-current text-yellow-400" />
            {ratingOf(current)}
          </span>
          {current.year && <span>{current.year}</span>}
          {current.genre && <span className="truncate">{current.genre}</span>}
        </p>
        <p className="line-clamp-2 max-w-2xl text-sm text-foreground/85 sm:text-base">
          {current.plot}
        </p>
        <div className="mt-2 flex flex-wrap gap-3">
          {demoTypes.has(current.type) ? (
            <Button onClick={() => setDemoDialog(true)}>
              <Play aria-hidden className="fill-current" />
              {t('catalogUi.hero.watch')}
            </Button>
          ) : (
            <Button asChild>
              <Link to={watchHref(current.type, current.id)}>
                <Play aria-hidden className="fill-current" />
                {t('catalogUi.hero.watch')}
              </Link>
            </Button>
          )}
          <Button asChild variant="secondary">
            <Link to={href}>
              <Info aria-hidden />
              {t('catalogUi.hero.moreInfo')}
            </Link>
          </Button>
        </div>
        <div className="mt-3 flex gap-1">
          {slides.map((slide, position) => (
            <button
              key={`${slide.type}:${slide.id}`}
              type="button"
              aria-label={t('catalogUi.hero.dot', { position: position + 1, total: slides.length })}
              aria-current={position === index}
              onClick={() => select(position)}
              className="flex size-8 cursor-pointer items-center justify-center rounded-full"
            >
              <span
                className={cn(
                  'block h-1.5 rounded-full transition-all',
                  position === index ? 'w-6 bg-accent' : 'w-1.5 bg-foreground/40',
                )}
              />
            </button>
          ))}
        </div>
      </div>
      <DemoWatchDialog open={demoDialog} onOpenChange={setDemoDialog} hasCloud={hasCloud} />
    </section>
  )
}
