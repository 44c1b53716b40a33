import { ArrowLeft, Play } from 'lucide-react'
import { t, type CatalogItem } from '@myflix/shared'
import { fallbackPoster } from '@/components/content/fallback-posters'
import { Button } from '@/components/ui/button'

/** The header image (backdrop, else poster) with back and 'Assistir Agora'. */
export function DetailsHeader({
  item,
  onBack,
  onWatch,
  watchDisabled,
}: {
  item: CatalogItem
  onBack: () => void
  onWatch: () => void
  watchDisabled: boolean
}) {
  const image = item.backdrop?.[0] || item.image || fallbackPoster(item.type, item.id)
  return (
    <div className="relative -mx-4 -mt-6 h-64 overflow-hidden sm:-mx-6 sm:h-80 lg:-mx-10 lg:h-[26rem]">
      <img
        src={image}
        alt=""
        className="absolute inset-0 size-full object-cover opacity-60"
        onError={(event) => {
          const fallback = fallbackPoster(item.type, item.id)
          if (event.currentTarget.src !== fallback) event.currentTarget.src = fallback
        }}
      />
      <div className="absolute inset-0 bg-gradient-to-t from-background via-background/40 to-black/30" />
      <Button
        variant="ghost"
        size="icon"
        aria-label={t('common.back')}
        onClick={onBack}
        className="absolute top-3 left-3 rounded-full bg-black/50 text-white hover:bg-black/70 sm:left-5"
      >
        <ArrowLeft aria-hidden />
      </Button>
      {/* From md up the poster rises into the header at the left, so the action moves past it. */}
      <div className="absolute bottom-5 left-4 z-10 sm:left-6 md:left-[13rem] lg:left-[16rem]">
        <Button size="lg" onClick={onWatch} disabled={watchDisabled}>
          <Play aria-hidden className="fill-current" />
          {t('titles.details.watchNow')}
        </Button>
      </div>
    </div>
  )
}
