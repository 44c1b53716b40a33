import { isIP } from 'node:net'
import type { HttpBindings } from '@hono/node-server'
import type { Context, Hono } from 'hono'
import { AUTH_BASE_PATH } from '@myflix/shared'
import type { Config } from '../../config/env'
import { CLIENT_IP_HEADER, type Auth } from './auth.service'
import type { SessionCache } from './session-cache'

/**
 * Mounts better-auth at /api/auth. better-auth finds the client IP only in headers, and behind no proxy
 * there is none, so rate limits would silently do nothing: we set our own header from the socket.
 * A POST may end or change a session (sign-out, password reset, revocation, profile update), so this
 * process's verified sessions are forgotten after every one; GETs only read.
 */
export function mountAuthRoutes(
  app: Hono,
  auth: Auth,
  config: Pick<Config, 'trustProxy'>,
  sessions: SessionCache,
): void {
  app.on(['GET', 'POST'], `${AUTH_BASE_PATH}/*`, async (c) => {
    const headers = new Headers(c.req.raw.headers)
    headers.delete(CLIENT_IP_HEADER)
    const ip = clientIp(c, config.trustProxy)
    if (ip) headers.set(CLIENT_IP_HEADER, ip)
    try {
      return await auth.handler(new Request(c.req.raw, { headers }))
    } finally {
      if (c.req.method === 'POST') sessions.clear()
    }
  })
}

/**
 * The socket's peer, or, behind our own proxy, the address that proxy appended: the last entry of
 * X-Forwarded-For. Earlier entries are whatever the client sent, so trusting the first would give
 * every request a fresh rate-limit key.
 */
export function clientIp(c: Context, trustProxy: boolean): string | undefined {
  if (trustProxy) {
    const last = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim()
    if (last && isIP(last)) return last
  }
  const env = c.env as Partial<HttpBindings> | undefined
  return env?.incoming?.socket.remoteAddress
}
