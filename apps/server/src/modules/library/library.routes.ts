import { Hono, type Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { apiRoutes, pathUnder, t, type RouteData, type RouteDef } from '@myflix/shared'
import type { z } from 'zod'
import type { AppContext } from '../../app-context'
import { ok } from '../../lib/contract-answer'
import type { SessionEnv } from '../auth/require-session'
import { createLibraryService, LibraryInputError } from './library.service'

type RoutesContext = Pick<AppContext, 'db' | 'clouds' | 'requireSession' | 'logger'>
type Ctx = Context<SessionEnv>

export const LIBRARY_BASE = '/api/library'
const routes = apiRoutes.library
const under = (route: RouteDef) => pathUnder(route, LIBRARY_BASE)

/**
 * What a season's marks (5,000 items) or a device's 2,000 favourites weigh at most, cards included.
 * These bodies are read only after the session check, so app.ts's smaller cap for anonymous
 * bodies leaves them to this one.
 */
export const LIBRARY_BULK_BODY_MAX_BYTES = 4 * 1024 * 1024
export const LIBRARY_BULK_PATHS: ReadonlySet<string> = new Set([
  routes.markWatched.path,
  routes.importFavorites.path,
])

type Input<R extends RouteDef> = {
  body: R['body'] extends z.ZodType ? z.output<R['body']> : undefined
  params: R['params'] extends z.ZodType ? z.output<R['params']> : undefined
}

/** /api/library (packages/shared/src/library/library.contract.ts); every route needs a session. */
export function createLibraryRoutes({ db, clouds, requireSession, logger }: RoutesContext) {
  const library = createLibraryService({ db, clouds })
  const router = new Hono<SessionEnv>()
  router.use(requireSession)
  const invalid = (c: Ctx) =>
    c.json({ success: false as const, error: t('common.invalidData') }, 400)
  const bulkLimit = bodyLimit({
    maxSize: LIBRARY_BULK_BODY_MAX_BYTES,
    onError: (c) => c.json({ success: false, error: t('server.bodyTooLarge') }, 413),
  })

  /** Serves `route`: its body and parameters parsed by its schemas, failures logged and answered. */
  function serve<R extends RouteDef>(
    route: R,
    run: (userId: string, input: Input<R>) => Promise<RouteData<R>>,
  ) {
    const handler = async (c: Ctx) => {
      const params = route.params ? route.params.safeParse(c.req.param()) : null
      const body = route.body
        ? route.body.safeParse(await c.req.json().catch(() => undefined))
        : null
      if (params?.success === false || body?.success === false) return invalid(c)
      const input = { body: body?.data, params: params?.data } as Input<R>
      try {
        // Per user and changing with every play: never kept by a cache on the way.
        c.header('cache-control', 'no-store')
        return ok(c, route, await run(c.var.user.id, input))
      } catch (error) {
        if (error instanceof LibraryInputError) return invalid(c)
        logger.error({ err: error, userId: c.var.user.id, path: c.req.path }, 'library failed')
        return c.json({ success: false as const, error: t('common.unexpectedError') }, 500)
      }
    }
    if (LIBRARY_BULK_PATHS.has(route.path))
      router.on(route.method, under(route), bulkLimit, handler)
    else router.on(route.method, under(route), handler)
  }

  serve(routes.progress, (userId) => library.progress(userId))
  serve(routes.savePosition, (userId, { body }) => library.savePosition(userId, body))
  serve(routes.markWatched, (userId, { body }) => library.markWatched(userId, body))
  serve(routes.continueWatching, (userId) => library.continueWatching(userId))
  serve(routes.removeContinue, (userId, { params }) => library.removeContinue(userId, params))
  serve(routes.favorites, (userId) => library.favorites(userId))
  serve(routes.addFavorite, (userId, { body }) => library.addFavorite(userId, body))
  serve(routes.removeFavorite, (userId, { params }) => library.removeFavorite(userId, params))
  serve(routes.importFavorites, (userId, { body }) =>
    library.importFavorites(userId, body.favorites),
  )
  serve(routes.recentChannels, (userId) => library.recentChannels(userId))
  serve(routes.addRecentChannel, (userId, { body }) =>
    library.addRecentChannel(userId, body.content),
  )
  return router
}
