import { Hono } from 'hono'
import { pathUnder, t } from '@myflix/shared'
import type { AppContext } from '../../app-context'
import { accountFunctions } from '../account/account.functions'
import type { SessionEnv } from '../auth/require-session'
import { catalogFunctions } from '../catalog/catalog.functions'
import { cloudFunctions } from '../clouds/clouds.functions'
import type { ServerFunction } from './server-function'

export const FUNCTIONS_BASE = '/api/functions'

/**
 * The functions of spec §7 (validar-nuvem, get-filmes-categorizados, …), served at
 * /api/functions/<name>. To add one: give it a route in the shared table, write it in the module
 * that owns its data and list it in that module's functions.
 */
export const functionRegistry: ServerFunction[] = [
  ...cloudFunctions,
  ...accountFunctions,
  ...catalogFunctions,
]

/** Unknown names answer 404 before the session check; known ones need a signed-in user. */
export function createFunctionsRoutes(
  ctx: AppContext,
  registry: ServerFunction[] = functionRegistry,
): Hono<SessionEnv> {
  const router = new Hono<SessionEnv>()
  const known = new Set(registry.map(({ route }) => pathUnder(route, FUNCTIONS_BASE)))
  router.use('/:name', async (c, next) => {
    const name = c.req.param('name')
    if (!known.has(`/${name}`))
      return c.json({ success: false, error: t('server.unknownFunction', { name }) }, 404)
    await next()
  })
  for (const { route, make } of registry)
    router.on(route.method, pathUnder(route, FUNCTIONS_BASE), ctx.requireSession, make(ctx))
  return router
}
