import { HEALTH_PATH } from '@myflix/shared'
import { takeFirstAnswer } from './first-answers'

// navigator.onLine only knows whether the device has a link: on a Wi-Fi without internet, with our
// server down, or in a page a service worker served while the network is gone, it still says true.
// So a request to our server that the browser rejects also counts as offline, until one answers
// again (any request, or a probe of the health check every few seconds).

const PROBE_MS = 10_000
// Node (the transport's node tests) has no navigator before v21.
const linkUp = () => globalThis.navigator === undefined || navigator.onLine
let unreachable = false
let probe: ReturnType<typeof setInterval> | undefined
const listeners = new Set<() => void>()

function setUnreachable(next: boolean): void {
  if (unreachable === next) return
  unreachable = next
  clearInterval(probe)
  probe = next ? setInterval(() => void checkServer(), PROBE_MS) : undefined
  for (const listener of listeners) listener()
}

async function checkServer(): Promise<void> {
  if (!linkUp()) return
  try {
    // Any answer will do, so this ping needs neither the transport nor the answer's schema.
    await fetch(HEALTH_PATH, { cache: 'no-store' })
    setUnreachable(false)
  } catch {
    // Still unreachable: the next probe tries again.
  }
}

// The link is back: count the server as reachable until a request says otherwise.
if (typeof window !== 'undefined') window.addEventListener('online', () => setUnreachable(false))

/** A request its caller aborted: not a failure of the network. */
export const isAbort = (error: unknown, signal?: AbortSignal | null) =>
  signal?.aborted === true || (error instanceof DOMException && error.name === 'AbortError')

/**
 * `fetch` for our own server that records whether it could be reached. A cold page's first requests
 * are answered from the signed-in shell when it carries them (lib/first-answers).
 */
export async function trackedFetch(input: RequestInfo | URL, init?: RequestInit) {
  const shellAnswer = takeFirstAnswer(input, init)
  if (shellAnswer) return shellAnswer
  try {
    const response = await fetch(input, init)
    setUnreachable(false)
    return response
  } catch (error) {
    if (!isAbort(error, init?.signal)) setUnreachable(true)
    throw error
  }
}

/** Whether the app can reach its server, as far as the browser and the last request tell. */
export const isOnline = (): boolean => linkUp() && !unreachable

/** Calls `onChange` whenever `isOnline()` may have changed; returns the unsubscribe. */
export function subscribeOnline(onChange: () => void): () => void {
  window.addEventListener('online', onChange)
  window.addEventListener('offline', onChange)
  listeners.add(onChange)
  return () => {
    window.removeEventListener('online', onChange)
    window.removeEventListener('offline', onChange)
    listeners.delete(onChange)
  }
}
