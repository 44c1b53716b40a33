import { ArrowLeft } from 'lucide-react'
import { t, type CatalogItem } from '@myflix/shared'
import { fallbackPoster } from '@/components/content/fallback-posters'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'

/**
 * The header image with the back button. A landscape backdrop fills it; without one the portrait
 * poster would be blown up into a blurry crop of its middle, so it is blurred on purpose and dimmed
 * into a vignette, a backdrop of the poster's colours (the sharp poster sits in the title block).
 */
export function DetailsHeader({ item, onBack }: { item: CatalogItem; onBack: () => void }) {
  const backdrop = item.backdrop?.[0]
  const image = backdrop || item.image || fallbackPoster(item.type, item.id)
  return (
    <div className="relative -mx-4 -mt-6 h-64 overflow-hidden sm:-mx-6 sm:h-80 lg:-mx-10 lg:h-[26rem]">
      <img
        src={image}
        alt=""
        data-testid="details-backdrop"
        data-kind={backdrop ? 'backdrop' : 'poster-blur'}
        className={cn(
          'absolute inset-0 size-full object-cover',
          backdrop ? 'opacity-60' : 'scale-125 opacity-50 blur-2xl saturate-150',
        )}
        onError={(event) => {
          const fallback = fallbackPoster(item.type, item.id)
          if (event.currentTarget.src !== fallback) event.currentTarget.src = fallback
        }}
      />
      <div className="absolute inset-0 bg-gradient-to-t from-background via-background/40 to-black/30" />
      {!backdrop && (
        <div className="absolute inset-0 bg-[radial-gradient(ellipse_at_center,transparent_30%,var(--color-background)_100%)]" />
      )}
      <Button
        variant="scrim"
        size="icon"
        shape="round"
        aria-label={t('common.back')}
        onClick={onBack}
        className="absolute top-3 left-3 sm:left-5"
      >
        <ArrowLeft aria-hidden />
      </Button>
    </div>
  )
}
