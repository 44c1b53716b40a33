import { Hono, type Context } from 'hono'
import {
  changePinRequestSchema,
  disableParentalRequestSchema,
  enableParentalRequestSchema,
  t,
  unlockParentalRequestSchema,
  type MessageKey,
  type ParentalState,
} from '@myflix/shared'
import type { z } from 'zod'
import type { AppContext } from '../../app-context'
import type { SessionEnv } from '../auth/require-session'
import { ParentalError } from './parental.service'

type RoutesContext = Pick<AppContext, 'parental' | 'requireSession' | 'logger'>
type Ctx = Context<SessionEnv>

/** /api/parental (see packages/shared/src/parental/parental.contract.ts); every route needs a session. */
export function createParentalRoutes({ parental, requireSession, logger }: RoutesContext) {
  const router = new Hono<SessionEnv>()
  router.use(requireSession)

  const refuse = (c: Ctx, error: ParentalError) =>
    c.json({ success: false as const, title: error.title, error: error.message }, error.status)

  /** Parses the body, runs the change and maps refusals; `failure` names the generic error text. */
  function action<S extends z.ZodType>(
    schema: S,
    failure: MessageKey,
    run: (c: Ctx, body: z.infer<S>) => Promise<ParentalState>,
  ) {
    return async (c: Ctx) => {
      const parsed = schema.safeParse(await c.req.json().catch(() => null))
      if (!parsed.success)
        return refuse(
          c,
          new ParentalError(400, t('parental.invalidTitle'), t('parental.invalidDescription')),
        )
      try {
        return c.json({ success: true as const, data: await run(c, parsed.data) })
      } catch (error) {
        if (error instanceof ParentalError) return refuse(c, error)
        // Logged without the body: it carries PINs.
        logger.error({ err: error, userId: c.var.user.id, path: c.req.path }, 'parental failed')
        return c.json(
          { success: false as const, title: t('parental.errorTitle'), error: t(failure) },
          500,
        )
      }
    }
  }
  const ids = (c: Ctx) => [c.var.user.id, c.var.session.id] as const

  router.get('/', async (c) => {
    try {
      return c.json({ success: true as const, data: await parental.state(...ids(c)) })
    } catch (error) {
      logger.error({ err: error, userId: c.var.user.id }, 'parental state failed')
      return c.json({ success: false as const, error: t('parental.loadFailed') }, 500)
    }
  })
  router.post(
    '/enable',
    action(enableParentalRequestSchema, 'parental.saveFailed', (c, body) =>
      parental.enable(...ids(c), body),
    ),
  )
  router.post(
    '/disable',
    action(disableParentalRequestSchema, 'parental.updateFailed', (c, body) =>
      parental.disable(...ids(c), body.pin),
    ),
  )
  router.post(
    '/change',
    action(changePinRequestSchema, 'parental.saveError', (c, body) =>
      parental.change(...ids(c), body),
    ),
  )
  router.post('/lock', async (c) => {
    try {
      return c.json({ success: true as const, data: await parental.lock(...ids(c)) })
    } catch (error) {
      logger.error({ err: error, userId: c.var.user.id }, 'parental lock failed')
      return c.json({ success: false as const, error: t('parental.updateFailed') }, 500)
    }
  })
  router.post(
    '/unlock',
    action(unlockParentalRequestSchema, 'parental.updateFailed', (c, body) =>
      parental.unlock(...ids(c), body.pin),
    ),
  )
  return router
}
