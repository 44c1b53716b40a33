import type { Logger } from '../../lib/logger'
import { createTtlCache, dropOldest } from '../../lib/ttl-cache'
import type { CloudsService } from '../clouds/clouds.types'
import { isTranscodeError } from '../transcode/transcode-error'
import type { FeedSource, MediaProbe, Transcoder } from '../transcode/transcode.types'
import type { StreamKind } from './media-token'

// Issue 20: what ffmpeg read of a title's stream, kept per instance. A title's file does not change
// from one play to the next, a channel's codecs seldom do; an instance that has not probed a title
// yet probes it once, so any instance serves any link.

/** A title's stream as a token names it: cloud, kind, provider id, extension. */
export interface ProbeKey {
  c: string
  k: StreamKind
  i: string
  e: string
}

export interface MediaProbesDeps {
  transcoder: Pick<Transcoder, 'probe' | 'subtitles'>
  clouds: Pick<CloudsService, 'onChange'>
  logger: Logger
}

const VOD_TTL_MS = 24 * 60 * 60 * 1000
const LIVE_TTL_MS = 10 * 60 * 1000
const VOD_MAX_ENTRIES = 5000
const LIVE_MAX_ENTRIES = 1000
/** A play waits this long for a probe, then plays as it did before issue 20. */
export const PROBE_TIMEOUT_MS = 10_000
/** A stream ffmpeg could not read is not probed again for this long (a player's retries). */
const FAILURE_TTL_MS = 60 * 1000
const FAILURE_MAX_ENTRIES = 1000
/** A player asks for a subtitle once per play; a few minutes cover a restart at another time. */
const SUBTITLE_TTL_MS = 10 * 60 * 1000
const SUBTITLE_MAX_ENTRIES = 200
export const SUBTITLE_CACHE_MAX_BYTES = 16 * 1024 * 1024

/**
 * Why ffmpeg failed, fit for a log: the transcoder's kind or the error's name, never a message
 * (one could quote the provider address, which holds the password).
 */
export function failureReason(error: unknown): string {
  if (isTranscodeError(error)) return error.kind
  return error instanceof Error ? error.name : 'unknown'
}

const keyOf = (key: ProbeKey) => `${key.c}\n${key.k}\n${key.i}\n${key.e}`

export function createMediaProbes(deps: MediaProbesDeps) {
  const vod = createTtlCache<MediaProbe>({ ttlMs: VOD_TTL_MS, maxEntries: VOD_MAX_ENTRIES })
  const live = createTtlCache<MediaProbe>({ ttlMs: LIVE_TTL_MS, maxEntries: LIVE_MAX_ENTRIES })
  const failed = new Map<string, number>()
  const subtitles = createTtlCache<string>({
    ttlMs: SUBTITLE_TTL_MS,
    maxEntries: SUBTITLE_MAX_ENTRIES,
    maxWeight: SUBTITLE_CACHE_MAX_BYTES,
    weigh: (text) => Buffer.byteLength(text),
  })
  deps.clouds.onChange(({ cloudId }) => {
    const prefix = `${cloudId}\n`
    for (const cache of [vod, live, subtitles]) cache.dropPrefix(prefix)
    for (const key of failed.keys()) if (key.startsWith(prefix)) failed.delete(key)
  })

  /** Reads the stream once (concurrent misses share it); a failure is logged once, without URLs. */
  async function read(id: string, key: ProbeKey, source: FeedSource): Promise<MediaProbe> {
    const isLive = key.k === 'live'
    try {
      return await deps.transcoder.probe(source, {
        live: isLive,
        signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
      })
    } catch (error) {
      failed.delete(id)
      failed.set(id, Date.now() + FAILURE_TTL_MS)
      dropOldest(failed, FAILURE_MAX_ENTRIES)
      deps.logger.warn(
        {
          cloudId: key.c,
          kind: key.k,
          streamId: key.i,
          ext: key.e,
          reason: failureReason(error),
        },
        'media: probe failed, playing without processing',
      )
      throw error
    }
  }

  return {
    /** What ffmpeg read of the stream, or null when it could not (not asked again for a minute). */
    async probe(key: ProbeKey, source: FeedSource): Promise<MediaProbe | null> {
      const id = keyOf(key)
      const until = failed.get(id)
      if (until !== undefined && until > Date.now()) return null
      const cache = key.k === 'live' ? live : vod
      return cache.get(id, () => read(id, key, source)).catch(() => null)
    },
    /** One text subtitle (`stream`: its input index) as WebVTT, kept briefly in bounded bytes. */
    subtitle(key: ProbeKey, source: FeedSource, stream: number): Promise<string> {
      return subtitles.get(`${keyOf(key)}\n${stream}`, () =>
        deps.transcoder.subtitles(source, stream),
      )
    },
  }
}

export type MediaProbes = ReturnType<typeof createMediaProbes>
