import { Heart } from 'lucide-react'
import { t, type CatalogItem } from '@myflix/shared'
import { cn } from '@/lib/cn'
import { isFavoriteType, useIsFavorite, useToggleFavorite } from '@/lib/api/library'

/**
 * The favourite heart (spec §2): toggles a movie or series in the user's library (it follows them to
 * every device). Live channels cannot be favourites (spec §3 Favorite type), so nothing is drawn for them.
 */
export function FavoriteHeart({
  item,
  className,
  size = 'md',
  revealOnHover = false,
  tabbable = true,
}: {
  item: CatalogItem
  className?: string
  size?: 'sm' | 'md'
  /**
   * On a card, where a mouse can point: hidden until the card (a `group/card`) is hovered or holds
   * the focus, unless the title is a favourite. Touch screens always show it.
   */
  revealOnHover?: boolean
  /** False on a card: the card is the one stop, and its keys toggle the heart. */
  tabbable?: boolean
}) {
  const favorite = useIsFavorite(item.id, item.type)
  const toggle = useToggleFavorite()
  // No heart until the favourites are known: an empty one on a favourite would say it is not one,
  // and a press would add it again.
  if (!isFavoriteType(item.type) || favorite === undefined) return null
  const label = t(favorite ? 'titles.favorites.remove' : 'titles.favorites.add')
  return (
    <button
      type="button"
      aria-label={label}
      aria-pressed={favorite}
      title={label}
      tabIndex={tabbable ? undefined : -1}
      onClick={(event) => {
        event.preventDefault()
        event.stopPropagation()
        toggle.mutate({ item, favorite })
      }}
      className={cn(
        'flex shrink-0 cursor-pointer items-center justify-center rounded-full bg-black/60 text-white backdrop-blur transition-colors outline-none hover:bg-black/80 focus-visible:ring-3 focus-visible:ring-ring',
        size === 'sm' ? 'size-9' : 'size-11',
        revealOnHover &&
          !favorite &&
          // Modo TV (issue 21): always shown, nothing waits for a hover that never comes.
          '[@media(hover:hover)]:opacity-0 group-focus-within/card:opacity-100! group-hover/card:opacity-100! tv:opacity-100!',
        className,
      )}
    >
      <Heart
        aria-hidden
        className={cn(
          size === 'sm' ? 'size-4' : 'size-5',
          favorite ? 'fill-accent text-accent' : 'text-white',
        )}
      />
    </button>
  )
}
