import { Hono, type Context } from 'hono'
import { joinIssues, t } from '@myflix/shared'
import type { AppContext } from '../../app-context'
import type { SessionEnv } from '../auth/require-session'
import { parseCloudForm } from './cloud-form-input'

type RoutesContext = Pick<AppContext, 'clouds' | 'requireSession' | 'logger'>

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

  router.get('/', async (c) => {
    try {
      return c.json({ success: true as const, data: await clouds.list(c.var.user.id) })
    } catch (error) {
      return fail(c, error, t('clouds.loadFailed'))
    }
  })

  router.post('/', async (c) => {
    const body: unknown = await c.req.json().catch(() => null)
    const form = parseCloudForm(body)
    if (!form.success)
      return c.json({ success: false as const, error: joinIssues(form.error) }, 400)
    try {
      return c.json({ success: true as const, data: await clouds.save(c.var.user.id, form.data) })
    } catch (error) {
      return fail(c, error, t('clouds.saveFailed'))
    }
  })

  router.post('/:id/activate', async (c) => {
    try {
      const cloud = await clouds.activate(c.var.user.id, c.req.param('id'))
      return cloud ? c.json({ success: true as const, data: cloud }) : notFound(c)
    } catch (error) {
      return fail(c, error, t('clouds.activateFailed'))
    }
  })

  router.delete('/:id', async (c) => {
    const id = c.req.param('id')
    try {
      const removed = await clouds.remove(c.var.user.id, id)
      return removed ? c.json({ success: true as const, data: { id } }) : notFound(c)
    } catch (error) {
      return fail(c, error, t('clouds.deleteFailed'))
    }
  })

  return router
}
