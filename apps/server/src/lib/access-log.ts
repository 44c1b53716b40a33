import type { MiddlewareHandler } from 'hono'
import type { Logger } from './logger'

// Paths that carry a secret in the path itself: reset tokens, signed media tokens, and the demo
// provider's stream URLs, which hold the provider user name and password as real panels do.
const SECRET_IN_PATH: [RegExp, string][] = [
  [/^(\/api\/auth\/reset-password\/)[^/]+/, '$1[redacted]'],
  [/^(\/api\/media\/[a-z]+\/)[^/]+/, '$1[redacted]'],
  [/^(\/demo-xtream\/(?:movie|series|live|timeshift)\/)[^/]+\/[^/]+/, '$1[redacted]/[redacted]'],
  [/^(\/demo-xtream\/stream\/)[^/]+/, '$1[redacted]'],
]

export function redactPath(path: string): string {
  return SECRET_IN_PATH.reduce(
    (current, [pattern, replacement]) => current.replace(pattern, replacement),
    path,
  )
}

/** What marks a request the server made of itself for a signed-in page's shell (web module). */
export interface ShellRequestBinding {
  forShell?: boolean
}

/**
 * Logs method, path (never the query string, which may carry tokens), status and duration; a
 * request made for a page's shell says so (`forShell`), since no browser sent it.
 */
export function accessLog(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now()
    await next()
    const forShell = (c.env as ShellRequestBinding | undefined)?.forShell === true
    logger.info(
      {
        method: c.req.method,
        path: redactPath(c.req.path),
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
        ...(forShell ? { forShell } : {}),
      },
      'request',
    )
  }
}
