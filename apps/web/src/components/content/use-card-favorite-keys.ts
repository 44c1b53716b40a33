import { useRef, type KeyboardEvent } from 'react'
import { t, type CatalogItem } from '@myflix/shared'
import { notify } from '@/components/ui/toast'
import { isFavoriteType, useIsFavorite, useToggleFavorite } from '@/lib/api/library'

/** How long OK/Enter is held on a card to toggle its favourite instead of opening it. */
export const LONG_PRESS_MS = 600

const FAVORITE_KEYS = new Set(['f', 'F', 'ContextMenu'])

export interface CardKeyHandlers {
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void
  onKeyUp: (event: KeyboardEvent<HTMLElement>) => void
  onBlur: () => void
  'aria-keyshortcuts': string
}

/**
 * The favourite heart reached from its card (issue 21: one stop per card): 'F' or the context-menu
 * key toggles it, and so does holding OK/Enter; a short press still opens the card, on release.
 * A hold is told by the key's own repeats, by their time stamps, not by a timer: a timer could
 * fire before a short press's release was handled on a busy TV (or a test), and toggle instead of
 * open. The result is said in a toast (a live region) and seen on the heart.
 */
export function useCardFavoriteKeys(item: CatalogItem): CardKeyHandlers | undefined {
  const favorite = useIsFavorite(item.id, item.type)
  const toggle = useToggleFavorite()
  // The press of OK under way: when it went down, and whether its hold toggled already.
  const press = useRef<{ since: number; toggled: boolean } | null>(null)
  if (!isFavoriteType(item.type)) return undefined

  const toggleNow = () => {
    // The favourites not known yet: nothing to toggle (the card shows no heart either).
    if (favorite === undefined) return
    toggle.mutate({ item, favorite })
    notify({
      title: t(favorite ? 'titles.favorites.removed' : 'titles.favorites.added'),
      description: item.name,
    })
  }
  return {
    'aria-keyshortcuts': 'F',
    onBlur: () => {
      press.current = null
    },
    onKeyDown: (event) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return
      if (FAVORITE_KEYS.has(event.key)) {
        event.preventDefault()
        if (!event.repeat) toggleNow()
        return
      }
      if (event.key !== 'Enter') return
      // The link would open on keydown; it opens on keyup instead, unless the press was long.
      event.preventDefault()
      const current = press.current
      if (!event.repeat) {
        press.current = { since: event.timeStamp, toggled: false }
      } else if (current && !current.toggled && event.timeStamp - current.since >= LONG_PRESS_MS) {
        current.toggled = true
        toggleNow()
      }
    },
    onKeyUp: (event) => {
      const current = press.current
      if (event.key !== 'Enter' || !current) return
      press.current = null
      if (!current.toggled) event.currentTarget.click()
    },
  }
}
