import { Hono, type Context } from 'hono'
import { apiRoutes, joinIssues, pathUnder, t } from '@myflix/shared'
import type { AppContext } from '../../app-context'
import { ok } from '../../lib/contract-answer'
import type { SessionEnv } from '../auth/require-session'
import { cloudFormInput } from './cloud-form-input'

type RoutesContext = Pick<AppContext, 'clouds' | 'requireSession' | 'logger'>

export const CLOUDS_BASE = '/api/clouds'
const routes = apiRoutes.clouds
const under = (route: (typeof routes)[keyof typeof routes]) => pathUnder(route, CLOUDS_BASE)

/** /api/clouds (see packages/shared/src/api/clouds.contract.ts); every route needs a session. */
export function createCloudsRoutes({ clouds, requireSession, logger }: RoutesContext) {
  const router = new Hono<SessionEnv>()
  router.use(requireSession)

  // Failures are logged with the user id only: bodies carry the provider password.
  const fail = (c: Context<SessionEnv>, error: unknown, message: string) => {
    logger.error({ err: error, userId: c.var.user.id, path: c.req.path }, 'clouds route failed')
    return c.json({ success: false as const, error: message }, 500)
  }
  const notFound = (c: Context<SessionEnv>) =>
    c.json({ success: false as const, error: t('clouds.notFound') }, 404)

  router.on(routes.list.method, under(routes.list), async (c) => {
    try {
      return ok(c, routes.list, await clouds.list(c.var.user.id))
    } catch (error) {
      return fail(c, error, t('clouds.loadFailed'))
    }
  })

  router.on(routes.save.method, under(routes.save), async (c) => {
    const body: unknown = await c.req.json().catch(() => null)
    const form = routes.save.body.safeParse(cloudFormInput(body))
    if (!form.success)
      return c.json({ success: false as const, error: joinIssues(form.error) }, 400)
    try {
      return ok(c, routes.save, await clouds.save(c.var.user.id, form.data))
    } catch (error) {
      return fail(c, error, t('clouds.saveFailed'))
    }
  })

  router.on(routes.activate.method, under(routes.activate), async (c) => {
    try {
      const { id } = routes.activate.params.parse(c.req.param())
      const cloud = await clouds.activate(c.var.user.id, id)
      return cloud ? ok(c, routes.activate, cloud) : notFound(c)
    } catch (error) {
      return fail(c, error, t('clouds.activateFailed'))
    }
  })

  router.on(routes.remove.method, under(routes.remove), async (c) => {
    const { id } = routes.remove.params.parse(c.req.param())
    try {
      const removed = await clouds.remove(c.var.user.id, id)
      return removed ? ok(c, routes.remove, { id }) : notFound(c)
    } catch (error) {
      return fail(c, error, t('clouds.deleteFailed'))
    }
  })

  return router
}
