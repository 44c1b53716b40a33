import { useEffect, useRef, type KeyboardEvent } from 'react'
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
 * The result is said in a toast (a live region) and seen on the heart.
 */
export function useCardFavoriteKeys(item: CatalogItem): CardKeyHandlers | undefined {
  const favorite = useIsFavorite(item.id, item.type)
  const toggle = useToggleFavorite()
  const hold = useRef<{ timer: number; fired: boolean } | null>(null)
  useEffect(() => () => window.clearTimeout(hold.current?.timer), [])
  if (!isFavoriteType(item.type)) return undefined

  const toggleNow = () => {
    toggle.mutate({ item, favorite })
    notify({
      title: t(favorite ? 'titles.favorites.removed' : 'titles.favorites.added'),
      description: item.name,
    })
  }
  const release = () => {
    window.clearTimeout(hold.current?.timer)
    hold.current = null
  }
  return {
    'aria-keyshortcuts': 'F',
    onBlur: release,
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
      if (hold.current) return
      const state = { fired: false, timer: 0 }
      state.timer = window.setTimeout(() => {
        state.fired = true
        toggleNow()
      }, LONG_PRESS_MS)
      hold.current = state
    },
    onKeyUp: (event) => {
      if (event.key !== 'Enter' || !hold.current) return
      const { fired } = hold.current
      release()
      if (!fired) event.currentTarget.click()
    },
  }
}
