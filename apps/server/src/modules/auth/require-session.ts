import { createMiddleware } from 'hono/factory'
import { t } from '@myflix/shared'
import type { Auth, SessionRecord, SessionUser } from './auth.service'

/** Hono env of routes behind `requireSession`: `c.var.user` and `c.var.session` are set. */
export interface SessionEnv {
  Variables: { user: SessionUser; session: SessionRecord }
}

export type RequireSession = ReturnType<typeof createRequireSession>

/** Answers 401 `{ success: false, error: 'Usuário não autenticado' }` without a valid session. */
export function createRequireSession(auth: Auth) {
  return createMiddleware<SessionEnv>(async (c, next) => {
    const found = await auth.api.getSession({ headers: c.req.raw.headers })
    if (!found) return c.json({ success: false, error: t('server.unauthenticated') }, 401)
    c.set('user', found.user)
    c.set('session', found.session)
    await next()
  })
}
