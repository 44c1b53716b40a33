import { trackedFetch } from '../reachability'

const RETRIES = 3
const MAX_DELAY_MS = 10_000

/** An answer that means "not now" (the server is busy or failing), never "signed out". */
export const isTransientStatus = (status: number): boolean =>
  status === 408 || status === 429 || status >= 500

/** What the server asked for (better-auth's X-Retry-After, in seconds), capped; else 1 s, 2 s, 4 s. */
export function retryDelay(attempt: number, retryAfter: string | null): number {
  const seconds = retryAfter?.trim() ? Number(retryAfter) : Number.NaN
  const ms = Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : 1000 * 2 ** attempt
  return Math.min(ms, MAX_DELAY_MS)
}

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms)
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer)
        reject(signal.reason)
      },
      { once: true },
    )
  })
}

/**
 * GETs `path`, and asks again, inside the same read, while the server answers 429 or 5xx: the
 * session store keeps what it had (or stays pending on a cold load) instead of reporting an error
 * between tries, so a busy moment never shows the login page. Only the session read does this;
 * other calls (sign-in above all) are never repeated.
 */
export async function fetchWithRetry(path: string, signal: AbortSignal): Promise<Response> {
  const init: RequestInit = {
    credentials: 'include',
    headers: { Accept: 'application/json' },
    signal,
  }
  let answer = await trackedFetch(path, init)
  for (let attempt = 0; attempt < RETRIES && isTransientStatus(answer.status); attempt += 1) {
    const retryAfter = answer.headers.get('x-retry-after') ?? answer.headers.get('retry-after')
    await wait(retryDelay(attempt, retryAfter), signal)
    answer = await trackedFetch(path, init)
  }
  return answer
}
