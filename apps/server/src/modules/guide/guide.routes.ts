import { Hono, type Context } from 'hono'
import { apiRoutes, pathUnder, t, type RouteDef } from '@myflix/shared'
import type { AppContext } from '../../app-context'
import { ok } from '../../lib/contract-answer'
import type { SessionEnv } from '../auth/require-session'
import { okJson } from '../catalog/catalog.routes'
import { CatalogUnavailableError } from '../catalog/cloud-catalog'
import { GuideError, type GuideViewer } from './guide.service'

type GuideContext = Pick<AppContext, 'guide' | 'parental' | 'requireSession' | 'logger'>
type Ctx = Context<SessionEnv>

export const GUIDE_BASE = '/api/guide'
const routes = apiRoutes.guide

const fail = (c: Ctx, status: 400 | 403 | 404 | 502, error: string) =>
  c.json({ success: false as const, error }, status)

/** /api/guide, as listed in packages/shared/src/guide/guide.contract.ts. */
export function createGuideRoutes({ guide, parental, requireSession, logger }: GuideContext) {
  const router = new Hono<SessionEnv>()
  router.use(requireSession)
  const invalid = (c: Ctx) => fail(c, 400, t('catalog.invalidRequest'))

  /** Serves `route`; the handler checks its input before it asks anything of the viewer. */
  function serve(
    route: RouteDef,
    handler: (c: Ctx, viewer: () => GuideViewer) => Promise<Response>,
  ) {
    router.on(route.method, pathUnder(route, GUIDE_BASE), async (c) => {
      const viewer = () => ({
        userId: c.var.user.id,
        hideAdult: parental.shouldHideAdult(c.var.user.id, c.var.session.id),
      })
      try {
        return await handler(c, viewer)
      } catch (error) {
        if (error instanceof GuideError) return fail(c, error.status, error.message)
        if (error instanceof CatalogUnavailableError) return fail(c, 502, error.message)
        logger.error({ err: error, path: c.req.path }, 'guide route failed')
        return fail(c, 502, t('catalog.loadFailed'))
      }
    })
  }

  serve(routes.status, async (c, viewer) => ok(c, routes.status, await guide.status(viewer())))

  serve(routes.now, async (c, viewer) => {
    const query = routes.now.query.safeParse(c.req.query())
    if (!query.success) return invalid(c)
    return ok(c, routes.now, await guide.now(viewer(), query.data.ids))
  })

  serve(routes.window, async (c, viewer) => {
    const query = routes.window.query.safeParse(c.req.query())
    if (!query.success) return invalid(c)
    return okJson(c, await guide.windowJson(viewer(), query.data))
  })

  serve(routes.schedule, async (c, viewer) => {
    const params = routes.schedule.params.safeParse(c.req.param())
    const query = routes.schedule.query.safeParse(c.req.query())
    if (!params.success || !query.success) return invalid(c)
    const { from, to } = query.data
    return ok(c, routes.schedule, await guide.schedule(viewer(), params.data.id, from, to))
  })

  return router
}
