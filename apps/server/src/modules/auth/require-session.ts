import { createMiddleware } from 'hono/factory'
import { t } from '@myflix/shared'
import type { Auth, SessionRecord, SessionUser } from './auth.service'
import type { SessionCache } from './session-cache'

/** Hono env of routes behind `requireSession`: `c.var.user` and `c.var.session` are set. */
export interface SessionEnv {
  Variables: { user: SessionUser; session: SessionRecord }
}

export type RequireSession = ReturnType<typeof createRequireSession>

/**
 * Answers 401 `{ success: false, error: 'Usuário não autenticado' }` without a valid session. A
 * session better-auth verified for the same cookies a few seconds ago is taken from `cache`.
 */
export function createRequireSession(auth: Auth, cache: SessionCache) {
  return createMiddleware<SessionEnv>(async (c, next) => {
    const cookie = c.req.header('cookie')
    let found = cookie ? cache.get(cookie) : undefined
    if (!found && cookie) {
      const generation = cache.generation
      found = (await auth.api.getSession({ headers: c.req.raw.headers })) ?? undefined
      if (found) cache.set(cookie, found, generation)
    }
    if (!found) return c.json({ success: false, error: t('server.unauthenticated') }, 401)
    c.set('user', found.user)
    c.set('session', found.session)
    await next()
  })
}
