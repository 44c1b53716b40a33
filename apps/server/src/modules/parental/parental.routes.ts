import { Hono, type Context } from 'hono'
import {
  apiRoutes,
  pathUnder,
  t,
  type MessageKey,
  type ParentalState,
  type parentalStateSchema,
  type RouteDef,
} from '@myflix/shared'
import type { z } from 'zod'
import type { AppContext } from '../../app-context'
import { ok } from '../../lib/contract-answer'
import type { SessionEnv } from '../auth/require-session'
import { ParentalError } from './parental.service'

type RoutesContext = Pick<AppContext, 'parental' | 'requireSession' | 'logger'>
type Ctx = Context<SessionEnv>

export const PARENTAL_BASE = '/api/parental'
const routes = apiRoutes.parental
/** A route that changes the state, its body parsed by `S`. */
type StateAction<S extends z.ZodType> = RouteDef & { body: S; data: typeof parentalStateSchema }
const under = (route: RouteDef) => pathUnder(route, PARENTAL_BASE)

/** /api/parental (see packages/shared/src/parental/parental.contract.ts); every route needs a session. */
export function createParentalRoutes({ parental, requireSession, logger }: RoutesContext) {
  const router = new Hono<SessionEnv>()
  router.use(requireSession)

  const refuse = (c: Ctx, error: ParentalError) =>
    c.json({ success: false as const, title: error.title, error: error.message }, error.status)

  /**
   * Serves a change: parses the body with the route's schema, runs it and maps refusals; `failure`
   * names the generic error text.
   */
  function action<S extends z.ZodType>(
    route: StateAction<S>,
    failure: MessageKey,
    run: (c: Ctx, body: z.infer<S>) => Promise<ParentalState>,
  ) {
    router.on(route.method, under(route), async (c: Ctx) => {
      const parsed = route.body.safeParse(await c.req.json().catch(() => null))
      if (!parsed.success)
        return refuse(
          c,
          new ParentalError(400, t('parental.invalidTitle'), t('parental.invalidDescription')),
        )
      try {
        return ok(c, route, await run(c, parsed.data))
      } catch (error) {
        if (error instanceof ParentalError) return refuse(c, error)
        // Logged without the body: it carries PINs.
        logger.error({ err: error, userId: c.var.user.id, path: c.req.path }, 'parental failed')
        return c.json(
          { success: false as const, title: t('parental.errorTitle'), error: t(failure) },
          500,
        )
      }
    })
  }
  const ids = (c: Ctx) => [c.var.user.id, c.var.session.id] as const

  router.on(routes.state.method, under(routes.state), async (c) => {
    try {
      return ok(c, routes.state, await parental.state(...ids(c)))
    } catch (error) {
      logger.error({ err: error, userId: c.var.user.id }, 'parental state failed')
      return c.json({ success: false as const, error: t('parental.loadFailed') }, 500)
    }
  })
  action(routes.enable, 'parental.saveFailed', (c, body) => parental.enable(...ids(c), body))
  action(routes.disable, 'parental.updateFailed', (c, body) =>
    parental.disable(...ids(c), body.pin),
  )
  action(routes.change, 'parental.saveError', (c, body) => parental.change(...ids(c), body))
  // No PIN and nothing to read: the body is not looked at.
  router.on(routes.lock.method, under(routes.lock), async (c) => {
    try {
      return ok(c, routes.lock, await parental.lock(...ids(c)))
    } catch (error) {
      logger.error({ err: error, userId: c.var.user.id }, 'parental lock failed')
      return c.json({ success: false as const, error: t('parental.updateFailed') }, 500)
    }
  })
  action(routes.unlock, 'parental.updateFailed', (c, body) => parental.unlock(...ids(c), body.pin))
  return router
}
