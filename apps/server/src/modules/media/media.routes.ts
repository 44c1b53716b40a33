import { Hono } from 'hono'
import { apiRoutes, MEDIA_PATHS, pathUnder, t, type RouteDef } from '@myflix/shared'
import type { AppContext } from '../../app-context'
import { ok } from '../../lib/contract-answer'
import type { SessionEnv } from '../auth/require-session'
import { isEpisodeBlocked, isTitleBlocked } from '../catalog/title-gate'
import { createCatchupProbe } from './catchup-probe'
import { createCatchupService } from './catchup.service'
import { createImageProxy } from './image-proxy'
import { isPanelScope, panelImageScope } from './image-url'
import { createMediaProbes } from './media-probes'
import { createMediaTokens } from './media-token'
import type { UpstreamDeps } from './media-upstream'
import { createMediaService } from './media.service'
import { createProcessedStreams } from './processed-stream'
import { createStreamProxy } from './stream-proxy'

type MediaContext = Pick<
  AppContext,
  | 'clouds'
  | 'providers'
  | 'requireSession'
  | 'logger'
  | 'secret'
  | 'db'
  | 'catalog'
  | 'parental'
  | 'series'
  | 'transcoder'
>

export const MEDIA_BASE = '/api/media'
const routes = apiRoutes.media
const under = (route: RouteDef) => pathUnder(route, MEDIA_BASE)

/**
 * /api/media (packages/shared/src/api/media.contract.ts): POST /play for signed candidate URLs,
 * POST /catchup for a programme of a channel's archive (catchup.service.ts),
 * GET|HEAD /s/:token for the stream itself (issue 20: remuxed or transcoded by ffmpeg when its
 * claims say so, from `?t=`; a title's subtitle as WebVTT with `?sub=`), GET|HEAD /img/:token for
 * posters, all with a session;
 * POST /external for a link an external player opens, GET|HEAD /x/:token for that link, without one.
 */
export function createMediaRoutes(ctx: MediaContext): Hono<SessionEnv> {
  const tokens = createMediaTokens(ctx.secret)
  const { transcoder } = ctx
  const probes = createMediaProbes({ transcoder, clouds: ctx.clouds, logger: ctx.logger })
  const media = createMediaService({
    clouds: ctx.clouds,
    providers: ctx.providers,
    tokens,
    externalTokens: createMediaTokens(ctx.secret, 'media-external'),
    sessionAlive: async (sessionId, userId) => {
      const row = await ctx.db
        .selectFrom('session')
        .select('id')
        .where('id', '=', sessionId)
        .where('userId', '=', userId)
        .where('expiresAt', '>', new Date())
        .executeTakeFirst()
      return row !== undefined
    },
    probes,
    transcoder,
    logger: ctx.logger,
  })
  const upstream: UpstreamDeps = {
    policy: ctx.providers.policy,
    dispatcher: ctx.providers.dispatcher,
    userAgent: ctx.providers.userAgent,
  }
  const streams = createStreamProxy({
    media,
    upstream,
    processed: createProcessedStreams({ transcoder, probes, logger: ctx.logger }),
    logger: ctx.logger,
  })
  const catchups = createCatchupService({
    catalog: ctx.catalog,
    providers: ctx.providers,
    accountOf: media.accountOf,
    probe: createCatchupProbe({ upstream, clouds: ctx.clouds, logger: ctx.logger }),
    tokens,
    isChannelBlocked: (userId, sessionId, id) => isTitleBlocked(ctx, userId, sessionId, 'live', id),
  })
  const router = new Hono<SessionEnv>()
  // Registered before the session guard, so it answers first: VLC has no cookie, the sealed link
  // (bound to the session that made it) is the credential.
  router.on(routes.externalStream.method, under(routes.externalStream), streams.external)
  router.use(ctx.requireSession)

  router.on(routes.play.method, under(routes.play), async (c) => {
    const body: unknown = await c.req.json().catch(() => null)
    const request = routes.play.body.safeParse(body)
    if (!request.success)
      return c.json({ success: false as const, error: t('common.invalidData') }, 400)
    const { type, id, seriesId } = request.data
    const { user, session } = c.var
    const blocked =
      type === 'episode'
        ? await isEpisodeBlocked(ctx, user.id, session.id, seriesId, id)
        : await isTitleBlocked(ctx, user.id, session.id, type, id)
    if (blocked)
      return c.json({ success: false as const, error: t('parental.contentBlocked') }, 403)
    const result = await media.play(c.var.user.id, request.data)
    if (!result.ok) return c.json({ success: false as const, error: result.error }, result.status)
    c.header('cache-control', 'no-store')
    return ok(c, routes.play, result.data)
  })
  router.on(routes.catchup.method, under(routes.catchup), async (c) => {
    const body: unknown = await c.req.json().catch(() => null)
    const request = routes.catchup.body.safeParse(body)
    if (!request.success)
      return c.json({ success: false as const, error: t('common.invalidData') }, 400)
    const viewer = { userId: c.var.user.id, sessionId: c.var.session.id }
    const result = await catchups.catchup(viewer, request.data)
    if (!result.ok) return c.json({ success: false as const, error: result.error }, result.status)
    c.header('cache-control', 'no-store')
    return ok(c, routes.catchup, result.data)
  })
  router.on(routes.external.method, under(routes.external), async (c) => {
    const body: unknown = await c.req.json().catch(() => null)
    const request = routes.external.body.safeParse(body)
    const path = request.success ? new URL(request.data.url, 'http://local').pathname : ''
    if (!path.startsWith(MEDIA_PATHS.stream))
      return c.json({ success: false as const, error: t('common.invalidData') }, 400)
    const token = path.slice(MEDIA_PATHS.stream.length)
    const result = await media.external(c.var.user.id, c.var.session.id, token)
    if (!result.ok) return c.json({ success: false as const, error: result.error }, result.status)
    c.header('cache-control', 'no-store')
    return ok(c, routes.external, result.data)
  })
  router.on(routes.stream.method, under(routes.stream), streams.session)
  router.on(
    routes.image.method,
    under(routes.image),
    createImageProxy({
      secret: ctx.secret,
      upstream,
      logger: ctx.logger,
      mayUse: (userId, scope) =>
        isPanelScope(scope)
          ? media.activeOnPanel(userId, (url) => panelImageScope(ctx.secret, url) === scope)
          : media.ownsCloud(userId, scope),
    }),
  )
  return router
}
