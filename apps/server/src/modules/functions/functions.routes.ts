import { Hono, type Context } from 'hono'
import { t } from '@myflix/shared'
import type { AppContext } from '../../app-context'
import type { SessionEnv } from '../auth/require-session'
import { catalogFunctions } from '../catalog/catalog.functions'
import { cloudFunctions } from '../clouds/clouds.functions'

/** Answers one function call; `c.var.user` is the signed-in user. */
export type FunctionHandler = (c: Context<SessionEnv>) => Response | Promise<Response>

/** Builds a handler once, at start-up, from the app's services. */
export type FunctionFactory = (ctx: AppContext) => FunctionHandler

/**
 * The functions of spec §7 (validar-nuvem, get-filmes-categorizados, …), served at
 * /api/functions/<name>. To add one: write it in its feature module and add one line here.
 */
export const functionRegistry: Record<string, FunctionFactory> = {
  ...cloudFunctions,
  ...catalogFunctions,
}

/** Unknown names answer 404 before the session check; known ones need a signed-in user. */
export function createFunctionsRoutes(
  ctx: AppContext,
  registry: Record<string, FunctionFactory> = functionRegistry,
): Hono<SessionEnv> {
  const handlers = new Map(Object.entries(registry).map(([name, make]) => [name, make(ctx)]))
  const router = new Hono<SessionEnv>()
  // GET too, for the video proxy that a <video src> calls with a query string.
  router.on(
    ['GET', 'POST'],
    '/:name',
    async (c, next) => {
      const name = c.req.param('name')
      if (!handlers.has(name)) {
        return c.json({ success: false, error: t('server.unknownFunction', { name }) }, 404)
      }
      await next()
    },
    ctx.requireSession,
    (c) => {
      const handler = handlers.get(c.req.param('name')) as FunctionHandler
      return handler(c)
    },
  )
  return router
}
