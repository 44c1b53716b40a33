import { MEDIA_PATHS, t, type PlayRequest, type PlayResponse } from '@myflix/shared'
import type { Logger } from '../../lib/logger'
import type { CloudCredentials, CloudsService } from '../clouds/clouds.types'
import type { ProviderFactory } from '../clouds/provider-factory'
import { isProviderError } from '../provider/provider-error'
import type { MediaClaims, MediaTokens, StreamKind } from './media-token'

/** Long enough for a film with pauses; the player asks /play again for fresh URLs after that. */
export const PLAY_TTL_SECONDS = 8 * 60 * 60
/** Segments of a live playlist are re-listed (and re-signed) at every reload of the playlist. */
export const SEGMENT_TTL_SECONDS = 10 * 60
const FORMATS_TTL_MS = 10 * 60 * 1000
const FORMATS_MAX_ENTRIES = 1000
// A player asks for a segment or a range every few seconds; the ownership answer is reused briefly
// (and dropped at once when the cloud changes) instead of a database round trip each time.
const OWNED_TTL_MS = 30 * 1000
const OWNED_MAX_ENTRIES = 1000

const STREAM_ID = /^[\w-]{1,64}$/
const EXTENSION = /^[a-z0-9]{1,8}$/

export interface MediaServiceDeps {
  clouds: Pick<CloudsService, 'getActive' | 'getOwned' | 'onChange'>
  providers: Pick<ProviderFactory, 'forCloud'>
  tokens: MediaTokens
  logger: Logger
  /** Unix seconds. */
  now?: () => number
}

export type Refusal = { ok: false; status: 400 | 403 | 404 | 410 | 502; error: string }
export type PlayResult = { ok: true; data: PlayResponse } | Refusal

/** Where a token leads, once its owner and cloud are confirmed. Holds credentials: never log. */
export interface StreamTarget {
  ok: true
  url: URL
  /** host:port the first address may have; redirects from it are judged by the SSRF guard. */
  allowedHosts: string[]
  claims: MediaClaims
}

/** Spec §4: same path as .mp4, then .mkv, then the title's own extension, without repeats. */
export function vodExtensions(own: string | undefined): string[] {
  return [...new Set(['mp4', 'mkv', ...(own ? [own.toLowerCase()] : [])])]
}

/** HLS first when the account allows it (hls.js plays it everywhere), ts as the universal fallback. */
export function liveExtensions(allowed: readonly string[], format?: 'hls' | 'ts'): string[] {
  if (format) return [format === 'hls' ? 'm3u8' : 'ts']
  const formats = allowed.map((f) => f.toLowerCase())
  const out: string[] = []
  if (formats.includes('m3u8')) out.push('m3u8')
  if (formats.includes('ts') || out.length === 0) out.push('ts')
  return out
}

/** Stores an entry and drops the oldest past `max` (a Map iterates in insertion order). */
function remember<T>(
  map: Map<string, { value: T; expires: number }>,
  key: string,
  value: T,
  ttlMs: number,
  max: number,
): void {
  map.delete(key)
  map.set(key, { value, expires: Date.now() + ttlMs })
  for (const oldest of map.keys()) {
    if (map.size <= max) break
    map.delete(oldest)
  }
}

export function streamPath(token: string): string {
  return `${MEDIA_PATHS.stream}${token}`
}

export function createMediaService(deps: MediaServiceDeps) {
  const now = deps.now ?? (() => Math.floor(Date.now() / 1000))
  const formats = new Map<string, { value: Promise<string[]>; expires: number }>()
  const owned = new Map<string, { value: Promise<CloudCredentials | null>; expires: number }>()
  deps.clouds.onChange(({ cloudId }) => {
    formats.delete(cloudId)
    for (const key of owned.keys()) if (key.endsWith(`\n${cloudId}`)) owned.delete(key)
  })

  function ownedCloud(userId: string, cloudId: string): Promise<CloudCredentials | null> {
    const key = `${userId}\n${cloudId}`
    const hit = owned.get(key)
    if (hit && hit.expires > Date.now()) return hit.value
    const value = deps.clouds.getOwned(userId, cloudId)
    value.catch(() => owned.delete(key))
    remember(owned, key, value, OWNED_TTL_MS, OWNED_MAX_ENTRIES)
    return value
  }

  /** The account's allowed_output_formats, cached per cloud; [] when the panel cannot say. */
  function allowedFormats(cloud: CloudCredentials): Promise<string[]> {
    const hit = formats.get(cloud.id)
    if (hit && hit.expires > Date.now()) return hit.value
    const value = deps.providers
      .forCloud(cloud)
      .accountInfo()
      .then((info) => info.allowed_output_formats)
      .catch((error: unknown) => {
        formats.delete(cloud.id)
        deps.logger.warn(
          { cloudId: cloud.id, kind: isProviderError(error) ? error.kind : 'unknown' },
          'media: account formats unavailable, offering ts',
        )
        return []
      })
    remember(formats, cloud.id, value, FORMATS_TTL_MS, FORMATS_MAX_ENTRIES)
    return value
  }

  async function play(userId: string, request: PlayRequest): Promise<PlayResult> {
    const own = request.ext?.trim().toLowerCase()
    if (!STREAM_ID.test(request.id) || (own && !EXTENSION.test(own)))
      return { ok: false, status: 400, error: t('common.invalidData') }
    const cloud = await deps.clouds.getActive(userId)
    if (!cloud) return { ok: false, status: 404, error: t('clouds.noActive') }
    const kind: StreamKind = request.type === 'episode' ? 'series' : request.type
    const extensions =
      kind === 'live'
        ? liveExtensions(request.format ? [] : await allowedFormats(cloud), request.format)
        : vodExtensions(own || undefined)
    const expires = now() + PLAY_TTL_SECONDS
    const candidates = extensions.map((ext) => ({
      ext,
      url: streamPath(
        deps.tokens.issue({
          t: 'play',
          u: userId,
          c: cloud.id,
          k: kind,
          i: request.id,
          e: ext,
          x: expires,
        }),
      ),
    }))
    return { ok: true, data: { candidates, expiresIn: PLAY_TTL_SECONDS } }
  }

  /**
   * Checks that the token is ours, current, made for this user, and that its cloud is still theirs,
   * then builds the provider address server-side.
   */
  async function resolve(userId: string, token: string): Promise<StreamTarget | Refusal> {
    const reading = deps.tokens.read(token, now())
    if (!reading.ok)
      return reading.reason === 'expired'
        ? { ok: false, status: 410, error: t('media.expired') }
        : { ok: false, status: 403, error: t('media.forbidden') }
    const { claims } = reading
    if (claims.u !== userId) return { ok: false, status: 403, error: t('media.forbidden') }
    const cloud = await ownedCloud(userId, claims.c)
    if (!cloud) return { ok: false, status: 404, error: t('media.cloudGone') }
    if (claims.t === 'res') {
      const url = new URL(claims.url)
      if (!claims.h.includes(url.host)) return { ok: false, status: 403, error: t('media.blocked') }
      return { ok: true, url, allowedHosts: claims.h, claims }
    }
    try {
      const client = deps.providers.forCloud(cloud)
      const url = new URL(client.streamUrl(claims.k, claims.i, claims.e))
      return { ok: true, url, allowedHosts: [url.host], claims }
    } catch (error) {
      if (isProviderError(error)) return { ok: false, status: 502, error: t('media.blocked') }
      throw error
    }
  }

  /**
   * A token for a URI found in a playlist served under `parent`: same user and cloud, allowed only
   * onto the hosts seen so far. Segments of a live playlist get a short life; nested playlists and
   * the contents of a finished (VOD) playlist live as long as the parent, since players fetch them
   * once and keep them.
   */
  function issueResource(
    parent: MediaClaims,
    url: URL,
    hosts: string[],
    longLived: boolean,
  ): string {
    const expires = longLived ? parent.x : Math.min(parent.x, now() + SEGMENT_TTL_SECONDS)
    return streamPath(
      deps.tokens.issue({
        t: 'res',
        u: parent.u,
        c: parent.c,
        url: url.href,
        h: hosts,
        x: expires,
      }),
    )
  }

  return { play, resolve, issueResource }
}

export type MediaService = ReturnType<typeof createMediaService>
