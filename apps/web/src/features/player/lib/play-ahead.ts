import type { PlayRequest, PlayResponse } from '@myflix/shared'

/** An answer of /play asked before it was needed, and when it arrived. */
export interface PlayAheadAnswer {
  answer: PlayResponse
  at: number
}

export interface PlayAheadDeps {
  fetch: (request: PlayRequest) => Promise<PlayResponse>
  /** The same string for two requests /play answers alike (the query key). */
  key: (request: PlayRequest) => string
  now?: () => number
}

export interface PlayAhead {
  /** Asks for each request not already held fresh, and forgets every other answer. */
  prepare(requests: readonly PlayRequest[]): void
  /** The answer held for `request` while it is fresh. */
  take(request: PlayRequest): PlayAheadAnswer | undefined
}

/**
 * Its signed URLs are reused for half their lifetime at most: the stream they open must outlast
 * the zap by hours (the server signs for `expiresIn` seconds).
 */
const isFresh = ({ answer, at }: PlayAheadAnswer, now: number) =>
  now - at < (answer.expiresIn * 1000) / 2

/**
 * The /play answers of the channels a zap may reach next (issue 21): asked in the background, so
 * the zap itself needs no round trip. A failed ask is simply forgotten: the zap then asks as usual.
 */
export function createPlayAhead(deps: PlayAheadDeps): PlayAhead {
  const now = deps.now ?? (() => Date.now())
  const held = new Map<string, PlayAheadAnswer | 'asking'>()

  function ask(key: string, request: PlayRequest) {
    held.set(key, 'asking')
    deps.fetch(request).then(
      (answer) => {
        if (held.get(key) === 'asking') held.set(key, { answer, at: now() })
      },
      () => {
        if (held.get(key) === 'asking') held.delete(key)
      },
    )
  }

  return {
    prepare(requests) {
      const wanted = new Map(requests.map((request) => [deps.key(request), request]))
      for (const key of held.keys()) if (!wanted.has(key)) held.delete(key)
      for (const [key, request] of wanted) {
        const entry = held.get(key)
        if (entry === 'asking' || (entry && isFresh(entry, now()))) continue
        ask(key, request)
      }
    },
    take(request) {
      const entry = held.get(deps.key(request))
      return entry && entry !== 'asking' && isFresh(entry, now()) ? entry : undefined
    },
  }
}
