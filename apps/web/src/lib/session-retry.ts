import type { createAuthClient } from 'better-auth/react'
import { trackedFetch } from './reachability'

type FetchPlugin = NonNullable<
  NonNullable<NonNullable<Parameters<typeof createAuthClient>[0]>['fetchOptions']>['plugins']
>[number]

const SESSION_PATH = '/get-session'
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
 * Asks for the session again, inside the same read, when the server answered 429 or 5xx: the
 * session store keeps what it had (or stays pending on a cold load) instead of reporting an error
 * between tries, so a busy moment never shows the login page. Other calls (sign-in above all) are
 * never repeated.
 */
export const sessionRetryPlugin: FetchPlugin = {
  id: 'myflix-session-retry',
  name: 'myflix-session-retry',
  hooks: {
    async onResponse({ response, request }) {
      if (!new URL(request.url).pathname.endsWith(SESSION_PATH)) return
      let answer = response
      for (let attempt = 0; attempt < RETRIES && isTransientStatus(answer.status); attempt += 1) {
        const retryAfter = answer.headers.get('x-retry-after') ?? answer.headers.get('retry-after')
        await wait(retryDelay(attempt, retryAfter), request.signal)
        answer = await trackedFetch(request.url, request)
      }
      // A context, not the bare Response: better-fetch tells them apart with instanceof, which a
      // Response from another realm (a test's Node fetch under jsdom) would fail.
      return { response: answer, request }
    },
  },
}
