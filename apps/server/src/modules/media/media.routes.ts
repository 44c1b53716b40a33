import { Hono } from 'hono'
import { playRequestSchema, t } from '@myflix/shared'
import type { AppContext } from '../../app'
import type { SessionEnv } from '../auth/require-session'
import { createImageProxy } from './image-proxy'
import { createMediaTokens } from './media-token'
import type { UpstreamDeps } from './media-upstream'
import { createMediaService } from './media.service'
import { createStreamProxy } from './stream-proxy'

type MediaContext = Pick<
  AppContext,
  'clouds' | 'providers' | 'requireSession' | 'logger' | 'secret'
>

/**
 * /api/media (packages/shared/src/api/media.contract.ts): POST /play for signed candidate URLs,
 * GET|HEAD /s/:token for the stream itself, GET|HEAD /img/:token for posters. All need a session.
 */
export function createMediaRoutes(ctx: MediaContext): Hono<SessionEnv> {
  const media = createMediaService({
    clouds: ctx.clouds,
    providers: ctx.providers,
    tokens: createMediaTokens(ctx.secret),
    logger: ctx.logger,
  })
  const upstream: UpstreamDeps = {
    policy: ctx.providers.policy,
    dispatcher: ctx.providers.dispatcher,
    userAgent: ctx.providers.userAgent,
  }
  const router = new Hono<SessionEnv>()
  router.use(ctx.requireSession)

  router.post('/play', async (c) => {
    const body: unknown = await c.req.json().catch(() => null)
    const request = playRequestSchema.safeParse(body)
    if (!request.success)
      return c.json({ success: false as const, error: t('common.invalidData') }, 400)
    const result = await media.play(c.var.user.id, request.data)
    if (!result.ok) return c.json({ success: false as const, error: result.error }, result.status)
    c.header('cache-control', 'no-store')
    return c.json({ success: true as const, data: result.data })
  })
  router.get('/s/:token', createStreamProxy({ media, upstream, logger: ctx.logger }))
  router.get('/img/:token', createImageProxy({ secret: ctx.secret, upstream, logger: ctx.logger }))
  return router
}
