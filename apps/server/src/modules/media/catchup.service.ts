import {
  CATCHUP_MAX_PROGRAMME_SECONDS,
  catchupMinutes,
  catchupOffer,
  catchupStreamStart,
  t,
  type CatchupRequest,
  type CatchupResponse,
} from '@myflix/shared'
import type { CatalogService } from '../catalog/catalog.service'
import { CatalogUnavailableError } from '../catalog/cloud-catalog'
import type { CloudCredentials } from '../clouds/clouds.types'
import { isProviderError } from '../provider/provider-error'
import type { ProviderFactory } from '../provider/provider-factory'
import { timeshiftStart } from '../provider/timeshift-url'
import type { CatchupForm, CatchupProbe } from './catchup-probe'
import type { MediaTokens } from './media-token'
import { PLAY_TTL_SECONDS, STREAM_ID, type PanelAccount } from './media.service'
import { streamPath } from './play-address'

// POST /api/media/catchup (issue 19): a programme of a channel's archive, as a sealed play token
// whose claims name the timeshift address. The browser never sees the address; the parental rules
// and the archive window are checked here, not trusted from the client.

export interface CatchupServiceDeps {
  catalog: Pick<CatalogService, 'acquire'>
  providers: Pick<ProviderFactory, 'forCloud'>
  /** The media service's cached account answer (formats and timezone); null when unavailable. */
  accountOf: (cloud: CloudCredentials) => Promise<PanelAccount | null>
  probe: Pick<CatchupProbe, 'formOf'>
  /** The session player's tokens, the same ones /api/media/s/ reads. */
  tokens: MediaTokens
  /** Whether this session may not play the channel (parental control, as for live). */
  isChannelBlocked: (userId: string, sessionId: string, channelId: string) => Promise<boolean>
  /** Unix seconds. */
  now?: () => number
}

export type CatchupRefusal = {
  ok: false
  status: 400 | 403 | 404 | 409 | 410 | 502
  error: string
}
export type CatchupResult = { ok: true; data: CatchupResponse } | CatchupRefusal

const refuse = (status: CatchupRefusal['status'], error: string): CatchupRefusal => ({
  ok: false,
  status,
  error,
})

/** Where the stream starts and how long it runs, or why the programme cannot be played. */
function archiveSpan(
  request: CatchupRequest,
  archiveDays: number,
  now: number,
): { streamStart: number; minutes: number } | CatchupRefusal {
  const { start, end } = request
  if (archiveDays <= 0) return refuse(409, t('guide.catchup.noArchive'))
  // With archive and end > start (the contract's refinement), 'none' is a programme that has not
  // begun yet or one the archive no longer keeps.
  if (catchupOffer({ start, end }, archiveDays, now) === 'none')
    return start > now
      ? refuse(409, t('guide.catchup.unavailable'))
      : refuse(410, t('guide.catchup.expired'))
  if (end - start > CATCHUP_MAX_PROGRAMME_SECONDS) return refuse(400, t('common.invalidData'))
  const at = request.at ?? start
  if (at < start || at >= end) return refuse(400, t('common.invalidData'))
  // The programme on now can be restarted, not played ahead of the broadcast.
  if (at > now) return refuse(409, t('guide.catchup.unavailable'))
  const streamStart = catchupStreamStart(start, at)
  return { streamStart, minutes: catchupMinutes(streamStart, end) }
}

export function createCatchupService(deps: CatchupServiceDeps) {
  const now = deps.now ?? (() => Math.floor(Date.now() / 1000))

  /** The channel's days of archive in the active catalogue, or why there are none to read. */
  async function channelArchive(
    userId: string,
    sessionId: string,
    channelId: string,
  ): Promise<{ cloud: CloudCredentials; days: number } | CatchupRefusal> {
    const leased = deps.catalog.acquire(userId)
    try {
      const lease = await leased
      if (!lease) return refuse(404, t('clouds.noActive'))
      if (await deps.isChannelBlocked(userId, sessionId, channelId))
        return refuse(403, t('parental.contentBlocked'))
      const channel = (await lease.catalog.index('live')).item(channelId)
      if (!channel) return refuse(404, t('catalog.itemNotFound'))
      return { cloud: lease.cloud, days: channel.tv_archive_days ?? 0 }
    } catch (error) {
      if (error instanceof CatalogUnavailableError) return refuse(502, error.message)
      throw error
    } finally {
      void leased.then((lease) => lease?.release()).catch(() => undefined)
    }
  }

  /**
   * Checks, in order: the channel id, an active cloud, parental control, the channel in the
   * catalogue, its archive, the programme within it (and not too long), `at` inside it. Then the
   * panel's timezone, the form it answers (probed once per cloud) and the token.
   */
  async function catchup(
    viewer: { userId: string; sessionId: string },
    request: CatchupRequest,
  ): Promise<CatchupResult> {
    if (!STREAM_ID.test(request.id)) return refuse(400, t('common.invalidData'))
    const channel = await channelArchive(viewer.userId, viewer.sessionId, request.id)
    if ('ok' in channel) return channel
    const span = archiveSpan(request, channel.days, now())
    if ('ok' in span) return span
    const { cloud } = channel
    // Without the panel's clock a start would name another hour's archive: refuse instead.
    const account = await deps.accountOf(cloud)
    if (!account) return refuse(502, t('media.upstreamFailed'))
    const start = timeshiftStart(span.streamStart, account.timezone)
    let form: CatchupForm | null
    try {
      const client = deps.providers.forCloud(cloud)
      form = await deps.probe.formOf(cloud.id, account.formats, (candidate) => {
        const address = client.timeshiftUrl({
          form: candidate.form,
          streamId: request.id,
          start,
          minutes: span.minutes,
          extension: candidate.extension,
        })
        return new URL(address)
      })
    } catch (error) {
      if (isProviderError(error)) return refuse(502, t('media.blocked'))
      throw error
    }
    if (!form) return refuse(502, t('guide.catchup.notOffered'))
    const token = deps.tokens.issue({
      t: 'play',
      u: viewer.userId,
      c: cloud.id,
      k: 'live',
      i: request.id,
      e: form.extension,
      x: now() + PLAY_TTL_SECONDS,
      ts: { f: form.form, s: start, d: span.minutes },
    })
    return {
      ok: true,
      data: {
        candidates: [{ url: streamPath(token), ext: form.extension }],
        expiresIn: PLAY_TTL_SECONDS,
        streamStart: span.streamStart,
      },
    }
  }

  return { catchup }
}

export type CatchupService = ReturnType<typeof createCatchupService>
