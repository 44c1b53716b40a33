import { focusByArrow } from './reveal'

/** What this needs of the app's history (app/history.ts), told of a move before React renders it. */
export interface HistorySource {
  location: { key: string }
  listen(listener: (update: { location: { key: string }; action: string }) => void): () => void
}

/** History entries whose link is remembered: a long browse, not the whole session. */
const KEPT_ENTRIES = 50
/** How long a page that is coming back may take to show the link again. */
const WAIT_MS = 5000

/** The href of the page's link focused by keys or a remote (not a click), if any. */
function keyboardFocusedLink(): string | null {
  const active = document.activeElement
  if (!(active instanceof HTMLAnchorElement) || !active.closest('main')) return null
  return active.matches(':focus-visible') ? active.getAttribute('href') : null
}

function nothingFocused(): boolean {
  const active = document.activeElement
  return !active || active === document.body || active.tagName === 'MAIN'
}

function linkIn(href: string): HTMLElement | null {
  const links = document.querySelector('main')?.querySelectorAll<HTMLElement>('a[href]') ?? []
  return Array.from(links).find((link) => link.getAttribute('href') === href) ?? null
}

/**
 * Focuses the link `href` once the page shows it, unless focus went elsewhere first. Returns the
 * cancel.
 */
function refocusWhenShown(href: string): () => void {
  const observer = new MutationObserver(() => attempt())
  const timer = window.setTimeout(() => cancel(), WAIT_MS)
  const cancel = () => {
    observer.disconnect()
    window.clearTimeout(timer)
    document.removeEventListener('focusin', cancel)
  }
  const attempt = () => {
    const link = nothingFocused() ? linkIn(href) : null
    if (!link) return
    cancel()
    focusByArrow(link)
  }
  observer.observe(document.body, { childList: true, subtree: true })
  document.addEventListener('focusin', cancel)
  attempt()
  return cancel
}

/**
 * Back (the remote's, the browser's) returns focus to the card or link that was left: on a TV the
 * user is where they were in the rows, not at the top of the page. Only a link focused by keys is
 * remembered, so a pointer user's Back shows no focus ring. Returns the stop.
 */
export function startFocusReturn(history: HistorySource): () => void {
  const left = new Map<string, string>()
  let current = history.location.key
  let cancel = () => {}
  const stop = history.listen(({ location, action }) => {
    if (location.key === current) return
    const href = keyboardFocusedLink()
    left.delete(current)
    if (href) left.set(current, href)
    if (left.size > KEPT_ENTRIES) left.delete(left.keys().next().value!)
    current = location.key
    cancel()
    const back = action === 'POP' ? left.get(location.key) : undefined
    if (back) cancel = refocusWhenShown(back)
  })
  return () => {
    cancel()
    stop()
  }
}
