import { useEffect, useRef } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { paths } from '@/config/paths'
import { remoteAction } from '@/lib/remote-keys'

/** The field '/' focuses when the page has one (the search page's). */
export const SEARCH_FIELD_ATTRIBUTE = 'data-search-field'

/** A player or a dialog that keeps the page behind it inert: Back and '/' are its own. */
const MODAL_SELECTOR = '[aria-modal="true"]'

/** The Escape this hook sends itself, so it does not read it back as a second Back. */
const ourEscapes = new WeakSet<Event>()

/**
 * Radix closes its topmost dialog, menu or popover on Escape and marks the event handled. The remotes'
 * Back codes and Backspace are not Escape, so they are replayed as one; true when something took it.
 */
function escapeTopmostLayer(): boolean {
  const target = document.activeElement ?? document.body
  const escape = new KeyboardEvent('keydown', {
    key: 'Escape',
    code: 'Escape',
    keyCode: 27,
    bubbles: true,
    cancelable: true,
  })
  ourEscapes.add(escape)
  target.dispatchEvent(escape)
  return escape.defaultPrevented
}

/** A search field's own Escape empties it (the browser's default); Back waits for an empty field. */
function isClearingSearch(event: KeyboardEvent): boolean {
  const target = event.target
  return (
    event.key === 'Escape' &&
    target instanceof HTMLInputElement &&
    target.type === 'search' &&
    target.value !== ''
  )
}

function focusSearchField(): boolean {
  const field = document.querySelector<HTMLInputElement>(`input[${SEARCH_FIELD_ATTRIBUTE}]`)
  if (!field) return false
  field.focus()
  field.select()
  return true
}

type AppKeysOptions = {
  /**
   * Where Back goes when the app has no earlier page of its own (opened from a link or a bookmark),
   * and the page where Back stops so it never leaves the app. Without it, Back only goes back.
   */
  home?: string
  /** '/' opens search (signed-in pages). */
  search?: boolean
}

/**
 * The app's Back and '/' outside the player (docs/decisions.md "Issue 21: keys, Back and the TV
 * layout"). Anything a player, dialog or menu already handled (defaultPrevented) is left alone.
 */
export function useAppKeys({ home, search = false }: AppKeysOptions = {}) {
  const navigate = useNavigate()
  const location = useLocation()
  const where = useRef(location)
  useEffect(() => {
    where.current = location
  }, [location])

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || ourEscapes.has(event)) return
      const action = remoteAction(event)
      if (action === 'back') {
        if (isClearingSearch(event)) return
        // The browser's own Back key already moves through the history: acting too would go twice.
        if (event.key === 'BrowserBack') return
        if (event.key !== 'Escape' && escapeTopmostLayer()) {
          event.preventDefault()
          return
        }
        if (document.querySelector(MODAL_SELECTOR)) return
        event.preventDefault()
        const { pathname, key } = where.current
        if (home !== undefined && pathname === home) return
        // React Router names the entry the app was opened on 'default': nothing of ours before it.
        if (key !== 'default') void navigate(-1)
        else if (home !== undefined) void navigate(home, { replace: true })
        return
      }
      if (action === 'search' && search) {
        if (document.querySelector(MODAL_SELECTOR)) return
        // Also keeps the '/' out of the field it focuses, and Firefox's quick find closed.
        event.preventDefault()
        if (!focusSearchField()) void navigate(paths.search.getHref())
      }
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [home, search, navigate])
}
