import type { MiddlewareHandler } from 'hono'
import type { Logger } from './logger'

// Reset links carry their token in the path itself, not in the query string.
const TOKEN_IN_PATH = /^(\/api\/auth\/reset-password\/)[^/]+/

/** Logs method, path (never the query string, which may carry tokens), status and duration. */
export function accessLog(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now()
    await next()
    logger.info(
      {
        method: c.req.method,
        path: c.req.path.replace(TOKEN_IN_PATH, '$1[redacted]'),
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      },
      'request',
    )
  }
}
