import type { MiddlewareHandler } from 'hono'
import { t } from '@myflix/shared'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * CSRF guard for our own state-changing routes (better-auth checks its own). A browser always
 * names the page that sent a cross-origin POST (Origin, and Sec-Fetch-Site in current browsers),
 * so a foreign or cross-site answer there is refused. A request with neither header does not come
 * from a web page (curl, scripts, the tests): it cannot ride a victim's cookies, so it passes.
 */
export function originGuard(allowedOrigins: readonly string[]): MiddlewareHandler {
  const allowed = new Set(allowedOrigins)
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next()
    const origin = c.req.header('origin')
    const site = c.req.header('sec-fetch-site')
    const trusted =
      origin !== undefined
        ? allowed.has(origin)
        : site === undefined || site === 'same-origin' || site === 'none'
    if (!trusted) return c.json({ success: false, error: t('security.crossSiteRefused') }, 403)
    return next()
  }
}
