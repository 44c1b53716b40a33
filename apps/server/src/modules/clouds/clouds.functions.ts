import type { Context } from 'hono'
import { joinIssues, seriesEpisodesRequestSchema, t, type AccountInfo } from '@myflix/shared'
import type { SessionEnv } from '../auth/require-session'
import type { FunctionFactory } from '../functions/functions.routes'
import { isTitleBlocked } from '../catalog/title-gate'
import { isProviderError, type ProviderError } from '../provider/provider-error'
import type { XtreamClient } from '../provider/xtream.client'
import { toClientSeriesInfo } from './client-series-info'
import { parseCloudForm } from './cloud-form-input'
import type { ClientTuning } from '../provider/provider-factory'
import { createTtlCache } from '../../lib/ttl-cache'

// The user waits on the form: one try, and a shorter budget than catalogue loads get.
const VALIDATION_TUNING: ClientTuning = {
  retries: 0,
  headersTimeoutMs: 20_000,
  totalTimeoutMs: 30_000,
}
const VALIDATION_WINDOW_MS = 60_000
const USER_INFO_TTL_MS = 60_000

const failure = (c: Context<SessionEnv>, error: string, status: 400 | 403 | 404 | 429 | 502) =>
  c.json({ success: false as const, error }, status)

async function readBody(c: Context<SessionEnv>): Promise<Record<string, unknown>> {
  const body: unknown = await c.req.json().catch(() => null)
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {}
}

/** Runs the call with a client that is always closed, even when the call throws. */
async function withClient<T>(client: XtreamClient, call: (client: XtreamClient) => Promise<T>) {
  try {
    return await call(client)
  } finally {
    await client.close()
  }
}

/**
 * What validar-nuvem tells the browser about a refusal: one fixed text per kind the user can act
 * on. The panel's HTTP status and what its answer looked like are not among them: for any address
 * a user types they would make this a probe of other people's servers (the log keeps them).
 */
function validationMessage(error: ProviderError): string {
  switch (error.kind) {
    case 'http':
    case 'invalid-answer':
    case 'too-large':
      return t('clouds.validateFailed')
    default:
      return error.toUserMessage()
  }
}

/**
 * validar-nuvem { nuvemData }: the form rules, then the panel itself — the account call decides
 * on the credentials and the line's status, and live categories (spec §5: "the first call must be
 * ok") on whether the catalogue will load. At most VALIDATION_RATE_LIMIT_MAX calls a minute per
 * user, counted across instances. Never logs the password or a URL carrying it.
 */
export const validateCloudFunction: FunctionFactory = ({ providers, logger, throttle, config }) => {
  return async (c) => {
    const body = await readBody(c)
    const form = parseCloudForm(body.nuvemData)
    if (!form.success) return failure(c, joinIssues(form.error), 400)
    const userId = c.var.user.id
    const used = await throttle.hit(`validar-nuvem\n${userId}`, VALIDATION_WINDOW_MS)
    if (used.count > config.validationRateLimitMax) {
      c.header(
        'retry-after',
        String(Math.max(1, Math.ceil((used.resetAt.getTime() - Date.now()) / 1000))),
      )
      return failure(c, t('clouds.validateTooMany'), 429)
    }
    const { xtreamURL, xtreamUser, xtreamPass } = form.data
    try {
      const client = providers.forCloud(
        { baseUrl: xtreamURL, username: xtreamUser, password: xtreamPass },
        VALIDATION_TUNING,
      )
      await withClient(client, async (panel) => {
        await panel.accountInfo()
        await panel.liveCategories().catch((error: unknown) => {
          // A panel answering something other than a list still loads (as an empty list).
          if (isProviderError(error) && error.reason === 'not-a-list') return
          throw error
        })
      })
      return c.json({ success: true as const })
    } catch (error) {
      if (!isProviderError(error)) throw error
      logger.info(
        { userId, kind: error.kind, status: error.status, reason: error.reason },
        'cloud refused',
      )
      return c.json({ success: false as const, error: validationMessage(error) })
    }
  }
}

/** get-user-info: the active cloud's account (spec §3 "cloud user data"), cached per cloud. */
export const userInfoFunction: FunctionFactory = ({ clouds, providers, logger }) => {
  const cache = createTtlCache<AccountInfo>({ ttlMs: USER_INFO_TTL_MS, maxEntries: 1000 })
  clouds.onChange(({ cloudId }) => cache.dropPrefix(`${cloudId}:`))
  return async (c) => {
    const cloud = await clouds.getActive(c.var.user.id)
    if (!cloud) return failure(c, t('clouds.noActive'), 404)
    try {
      const info = await cache.get(`${cloud.id}:account`, () =>
        withClient(providers.forCloud(cloud), (panel) => panel.accountInfo()),
      )
      return c.json({ success: true as const, data: info })
    } catch (error) {
      if (!isProviderError(error)) throw error
      logger.warn({ cloudId: cloud.id, kind: error.kind, status: error.status }, 'user info failed')
      return failure(c, error.toUserMessage(), 502)
    }
  }
}

/** get-series-episodes { seriesId } → { episodes, seriesInfo } of the active cloud (spec §7). */
export const seriesEpisodesFunction: FunctionFactory = (ctx) => {
  const { clouds, series, logger, secret } = ctx
  return async (c) => {
    const request = seriesEpisodesRequestSchema.safeParse(await readBody(c))
    const seriesId = request.success ? String(request.data.seriesId).trim() : ''
    if (!/^\d{1,12}$/.test(seriesId)) return failure(c, t('clouds.episodesFailed'), 400)
    const cloud = await clouds.getActive(c.var.user.id)
    if (!cloud) return failure(c, t('clouds.noActive'), 404)
    const { user, session } = c.var
    if (await isTitleBlocked(ctx, user.id, session.id, 'series', seriesId))
      return failure(c, t('parental.contentBlocked'), 403)
    try {
      const found = await series.get(cloud, seriesId)
      const info = found && toClientSeriesInfo(secret, cloud.id, found)
      if (!info) return failure(c, t('clouds.episodesFailed'), 404)
      return c.json({ success: true as const, data: { episodes: info.episodes, seriesInfo: info } })
    } catch (error) {
      if (!isProviderError(error)) throw error
      logger.warn({ cloudId: cloud.id, kind: error.kind, status: error.status }, 'episodes failed')
      return failure(c, t('clouds.episodesFailed'), 502)
    }
  }
}

/** The registry entries of this module (spec §7 names). */
export const cloudFunctions = {
  'validar-nuvem': validateCloudFunction,
  'get-user-info': userInfoFunction,
  'get-series-episodes': seriesEpisodesFunction,
} satisfies Record<string, FunctionFactory>
