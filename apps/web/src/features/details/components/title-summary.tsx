import type { ReactNode } from 'react'
import { t, type CatalogItem } from '@myflix/shared'
import { fallbackPoster } from '@/components/content/fallback-posters'
import { FavoriteHeart } from '@/components/content/favorite-heart'
import { cn } from '@/lib/cn'
import type { TitleFacts } from '../lib/title-facts'
import { StarRating } from './star-rating'

export function HdBadge() {
  return (
    <span className="rounded border border-foreground/40 px-1.5 py-0.5 text-[0.7rem] font-bold">
      {t('titles.details.hd')}
    </span>
  )
}

/**
 * The title card: name, star rating, year, 'HD', the favourite heart and `action` ('Assistir Agora')
 * right under them; on wider screens the poster rises into the header beside it.
 */
export function TitleSummary({
  item,
  facts,
  action,
}: {
  item: CatalogItem
  facts: TitleFacts
  action?: ReactNode
}) {
  const fallback = fallbackPoster(item.type, item.id)
  return (
    <div data-testid="title-summary" className="flex items-end gap-3 md:gap-6">
      <img
        src={item.image || fallback}
        alt=""
        onError={(event) => {
          if (event.currentTarget.src !== fallback) event.currentTarget.src = fallback
        }}
        className={cn(
          'relative -mt-32 hidden w-40 shrink-0 rounded-xl bg-surface-raised shadow-2xl shadow-black/60 md:block lg:w-48',
          item.type === 'live' ? 'aspect-square object-contain p-4' : 'aspect-[2/3] object-cover',
        )}
      />
      <div className="min-w-0 flex-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-4xl">{item.name}</h1>
        <div className="mt-2 flex flex-wrap items-center gap-3 text-sm text-muted">
          <span className="inline-flex items-center gap-1.5">
            <StarRating
              filled={facts.stars}
              label={t('titles.details.rating', { rating: facts.rating })}
            />
            <span className="font-semibold text-foreground">{facts.rating}</span>
          </span>
          {facts.year && <span>{facts.year}</span>}
          <HdBadge />
        </div>
        {action && <div className="mt-4">{action}</div>}
      </div>
      <FavoriteHeart item={item} />
    </div>
  )
}
