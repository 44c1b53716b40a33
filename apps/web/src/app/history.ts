import { UNSAFE_createBrowserHistory } from 'react-router'

export type AppHistory = ReturnType<typeof UNSAFE_createBrowserHistory>
type Listener = Parameters<AppHistory['listen']>[0]

/**
 * The browser's history, told to any number of listeners. The router renders from it; the screens'
 * preload and the remote's focus return must see a navigation before React renders it, and
 * react-router's own history takes one listener. `source` is a memory history in tests.
 */
export function createAppHistory(
  source: AppHistory = UNSAFE_createBrowserHistory({ v5Compat: true }),
): AppHistory {
  const listeners = new Set<Listener>()
  // Held only while someone listens: the browser's history stops watching popstate with the last.
  let stop: (() => void) | null = null
  const tell: Listener = (update) => {
    for (const listener of [...listeners]) listener(update)
  }
  return {
    get action() {
      return source.action
    },
    get location() {
      return source.location
    },
    createHref: (to) => source.createHref(to),
    createURL: (to) => source.createURL(to),
    encodeLocation: (to) => source.encodeLocation(to),
    push: (to, state) => source.push(to, state),
    replace: (to, state) => source.replace(to, state),
    go: (delta) => source.go(delta),
    listen(listener) {
      listeners.add(listener)
      stop ??= source.listen(tell)
      return () => {
        listeners.delete(listener)
        if (listeners.size > 0) return
        stop?.()
        stop = null
      }
    },
  }
}
