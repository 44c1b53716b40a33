import { t, type ExternalLinkResponse, type PlayRequest, type PlayResponse } from '@myflix/shared'
import type { Logger } from '../../lib/logger'
import { createTtlCache, dropOldest } from '../../lib/ttl-cache'
import type { CloudCredentials, CloudsService } from '../clouds/clouds.types'
import type { ProviderFactory } from '../provider/provider-factory'
import { isProviderError } from '../provider/provider-error'
import type { FeedSource, Transcoder } from '../transcode/transcode.types'
import type { MediaProbes } from './media-probes'
import type {
  MediaClaims,
  MediaTokens,
  PlayClaims,
  ResourceClaims,
  StreamKind,
} from './media-token'
import { playSource, streamPath, type MediaScope } from './play-address'
import { processedPlay } from './processed-play'

/** Long enough for a film with pauses; the player asks /play again for fresh URLs after that. */
export const PLAY_TTL_SECONDS = 8 * 60 * 60
/** Segments of a live playlist are re-listed (and re-signed) at every reload of the playlist. */
export const SEGMENT_TTL_SECONDS = 10 * 60
/**
 * Live segment expiries are rounded up to this step, so every reload within it lists the very same
 * URLs (10-15 minutes of life). The path never changes; only the signed expiry in the query does.
 */
export const SEGMENT_EXPIRY_STEP_SECONDS = 5 * 60
/** The link for an external player (VLC): no session cookie, one title, this long. */
export const EXTERNAL_TTL_SECONDS = 6 * 60 * 60
const ACCOUNT_TTL_MS = 10 * 60 * 1000
const ACCOUNT_MAX_ENTRIES = 1000
// A player asks every few seconds: ownership is reused briefly (dropped when the cloud changes).
const OWNED_TTL_MS = 30 * 1000
const OWNED_MAX_ENTRIES = 1000

/** A panel's stream id, as play requests and tokens bound it. */
export const STREAM_ID = /^[\w-]{1,64}$/
const EXTENSION = /^[a-z0-9]{1,8}$/

export interface MediaServiceDeps {
  clouds: Pick<CloudsService, 'getActive' | 'getOwned' | 'onChange'>
  providers: Pick<ProviderFactory, 'forCloud'>
  /** Links used with the session cookie (the app's own player). */
  tokens: MediaTokens
  /** Links for an external player, bound to the session that made them instead of its cookie. */
  externalTokens: MediaTokens
  /** Whether this session of this user still exists (not signed out, revoked or expired). */
  sessionAlive: (sessionId: string, userId: string) => Promise<boolean>
  /** Issue 20: what ffmpeg read of a stream (cached), for a play request that says its codecs. */
  probes: Pick<MediaProbes, 'probe'>
  transcoder: Pick<Transcoder, 'wouldRefuse'>
  logger: Logger
  /** Unix seconds. */
  now?: () => number
}

export type Refusal = { ok: false; status: 400 | 403 | 404 | 410 | 502; error: string }
export type PlayResult = { ok: true; data: PlayResponse } | Refusal
export type ExternalResult = { ok: true; data: ExternalLinkResponse } | Refusal

/** What playback needs from the panel's account answer, asked once per cloud for 10 minutes. */
export interface PanelAccount {
  /** allowed_output_formats; [] when the panel does not say. */
  formats: string[]
  /** server_info.timezone: catch-up starts are written on this clock. */
  timezone: string | null
}

/**
 * Who is asking for a stream: the app's player (the session cookie names the user) or an external
 * player (the link alone, bound to the session that made it).
 */
export type MediaCaller = { scope: 'session'; userId: string } | { scope: 'external' }

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

function refuseReading(reason: 'invalid' | 'expired'): Refusal {
  return reason === 'expired'
    ? { ok: false, status: 410, error: t('media.expired') }
    : { ok: false, status: 403, error: t('media.forbidden') }
}

export function createMediaService(deps: MediaServiceDeps) {
  const now = deps.now ?? (() => Math.floor(Date.now() / 1000))
  const accounts = createTtlCache<PanelAccount>({
    ttlMs: ACCOUNT_TTL_MS,
    maxEntries: ACCOUNT_MAX_ENTRIES,
  })
  const owned = new Map<string, { value: Promise<CloudCredentials | null>; expires: number }>()
  deps.clouds.onChange(({ userId, cloudId }) => {
    accounts.dropPrefix(cloudId)
    for (const key of owned.keys())
      if (key.endsWith(`\n${cloudId}`) || key === `${userId}\n`) owned.delete(key)
  })

  /** The cloud if it is the user's (the active one when `cloudId` is ''), the answer reused 30 s. */
  function ownedCloud(userId: string, cloudId: string): Promise<CloudCredentials | null> {
    const key = `${userId}\n${cloudId}`
    const hit = owned.get(key)
    if (hit && hit.expires > Date.now()) return hit.value
    const value = cloudId ? deps.clouds.getOwned(userId, cloudId) : deps.clouds.getActive(userId)
    value.catch(() => owned.delete(key))
    owned.delete(key)
    owned.set(key, { value, expires: Date.now() + OWNED_TTL_MS })
    dropOldest(owned, OWNED_MAX_ENTRIES)
    return value
  }

  /**
   * The account's formats and timezone, cached per cloud (concurrent misses share one call); null
   * when the panel cannot say, which is not kept.
   */
  async function accountOf(cloud: CloudCredentials): Promise<PanelAccount | null> {
    try {
      return await accounts.get(cloud.id, async () => {
        const info = await deps.providers.forCloud(cloud).accountInfo()
        return { formats: info.allowed_output_formats, timezone: info.server_info.timezone }
      })
    } catch (error) {
      deps.logger.warn(
        { cloudId: cloud.id, kind: isProviderError(error) ? error.kind : 'unknown' },
        'media: account info unavailable',
      )
      return null
    }
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
        ? liveExtensions(
            request.format ? [] : ((await accountOf(cloud))?.formats ?? []),
            request.format,
          )
        : vodExtensions(own || undefined)
    const expires = now() + PLAY_TTL_SECONDS
    const claimsOf = (ext: string): PlayClaims => ({
      t: 'play',
      u: userId,
      c: cloud.id,
      k: kind,
      i: request.id,
      e: ext,
      x: expires,
    })
    const candidates = extensions.map((ext) => ({
      ext,
      url: streamPath(deps.tokens.issue(claimsOf(ext))),
    }))
    const direct: PlayResponse = { candidates, expiresIn: PLAY_TTL_SECONDS }
    const { codecs } = request
    if (!codecs) return { ok: true, data: direct }
    // The stream the title is: its own file (mp4 when unknown), a channel's first format.
    const claims = claimsOf(kind === 'live' ? extensions[0]! : own || 'mp4')
    let source: FeedSource
    try {
      source = playSource(deps.providers.forCloud(cloud), claims)
    } catch (error) {
      if (isProviderError(error)) return { ok: true, data: direct }
      throw error
    }
    const processed = await processedPlay(deps, {
      claims,
      source,
      request: { ...request, codecs },
      direct,
    })
    return { ok: true, data: processed ?? direct }
  }

  /**
   * A link for an external player to the same stream as one of the caller's own play URLs: no
   * cookie needed, but only for that title, for 6 hours, and only while the session that asked
   * for it lasts.
   */
  async function external(
    userId: string,
    sessionId: string,
    playToken: string,
  ): Promise<ExternalResult> {
    const reading = deps.tokens.read(playToken, now())
    if (!reading.ok) return refuseReading(reading.reason)
    const { claims } = reading
    if (claims.t !== 'play' || claims.u !== userId)
      return { ok: false, status: 403, error: t('media.forbidden') }
    if (!(await ownedCloud(userId, claims.c)))
      return { ok: false, status: 404, error: t('media.cloudGone') }
    // VLC plays the provider's own file better than our MP4 of it: the link drops the recipe.
    const { r: _recipe, ...title } = claims
    const token = deps.externalTokens.issue({
      ...title,
      x: now() + EXTERNAL_TTL_SECONDS,
      s: sessionId,
    })
    return {
      ok: true,
      data: { url: streamPath(token, 'external'), expiresIn: EXTERNAL_TTL_SECONDS },
    }
  }

  /**
   * Checks that the token is ours, current, made for this caller (the session's user, or a session
   * that still exists for an external link), and that its cloud is still the user's, then builds the
   * provider address server-side. `expiry` is the signed `e` query parameter of resource tokens.
   */
  async function resolve(
    caller: MediaCaller,
    token: string,
    expiry?: string,
  ): Promise<StreamTarget | Refusal> {
    const tokens = caller.scope === 'session' ? deps.tokens : deps.externalTokens
    const reading = tokens.read(token, now(), expiry)
    if (!reading.ok) return refuseReading(reading.reason)
    const { claims } = reading
    const userId = claims.u
    const allowed =
      caller.scope === 'session'
        ? caller.userId === userId
        : // Asked every time (one indexed row): external players ask rarely, and a sign-out
          // must stop the link at once.
          claims.s !== undefined && (await deps.sessionAlive(claims.s, userId))
    if (!allowed) return { ok: false, status: 403, error: t('media.forbidden') }
    const cloud = await ownedCloud(userId, claims.c)
    if (!cloud) return { ok: false, status: 404, error: t('media.cloudGone') }
    if (claims.t === 'res') {
      const url = new URL(claims.url)
      if (!claims.h.includes(url.host)) return { ok: false, status: 403, error: t('media.blocked') }
      return { ok: true, url, allowedHosts: claims.h, claims }
    }
    try {
      return { ok: true, ...playSource(deps.providers.forCloud(cloud), claims), claims }
    } catch (error) {
      if (isProviderError(error)) return { ok: false, status: 502, error: t('media.blocked') }
      throw error
    }
  }

  /**
   * A link for a URI found in a playlist served under `parent`, in the parent's scope: same user,
   * cloud and session, allowed only onto the hosts seen so far. Segments of a live playlist get a
   * short life, rounded up to a 5-minute step so reloads repeat the same URL; nested playlists and the
   * contents of a finished (VOD) playlist live as long as the parent, since players fetch them once.
   */
  function issueResource(
    scope: MediaScope,
    parent: MediaClaims,
    url: URL,
    hosts: string[],
    longLived: boolean,
  ): string {
    const step = SEGMENT_EXPIRY_STEP_SECONDS
    const segmentExpiry = Math.ceil((now() + SEGMENT_TTL_SECONDS) / step) * step
    const tokens = scope === 'session' ? deps.tokens : deps.externalTokens
    const claims: ResourceClaims = {
      t: 'res',
      u: parent.u,
      c: parent.c,
      url: url.href,
      h: hosts,
      x: longLived ? parent.x : Math.min(parent.x, segmentExpiry),
    }
    if (parent.s !== undefined) claims.s = parent.s
    return streamPath(tokens.issue(claims), scope)
  }

  /** Whether the cloud is this user's (the answer reused for 30 s, dropped when the cloud changes). */
  async function ownsCloud(userId: string, cloudId: string): Promise<boolean> {
    return cloudId !== '' && (await ownedCloud(userId, cloudId)) !== null
  }

  /** Whether the user's active cloud is on a panel `onPanel` accepts (reused like ownsCloud). */
  async function activeOnPanel(
    userId: string,
    onPanel: (baseUrl: string) => boolean,
  ): Promise<boolean> {
    const cloud = await ownedCloud(userId, '')
    return cloud !== null && onPanel(cloud.baseUrl)
  }

  return { play, external, resolve, issueResource, ownsCloud, activeOnPanel, accountOf }
}

export type MediaService = ReturnType<typeof createMediaService>
