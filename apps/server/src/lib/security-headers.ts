import { createHash } from 'node:crypto'
import type { HttpBindings } from '@hono/node-server'
import type { MiddlewareHandler } from 'hono'
import { BOOT_SCRIPT } from '@myflix/shared'

/** The signed-out shell's inline boot script (shared's BOOT_SCRIPT), allowed by its hash alone. */
const BOOT_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`

export const CONTENT_SECURITY_POLICY: Record<string, string[]> = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", BOOT_SCRIPT_SOURCE],
  styleSrc: ["'self'", "'unsafe-inline'"],
  // Provider images come through our image proxy, so no poster host is ever contacted directly.
  imgSrc: ["'self'", 'data:', 'blob:'],
  mediaSrc: ["'self'", 'blob:'],
  connectSrc: ["'self'"],
  workerSrc: ["'self'"],
  manifestSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)

/** CSP and friends (hono's secureHeaders defaults); HSTS only when the public address is https. */
export function securityHeaderList(https: boolean): [string, string][] {
  const csp = Object.entries(CONTENT_SECURITY_POLICY)
    .map(([directive, sources]) => [kebab(directive), ...sources].join(' '))
    .join('; ')
  return [
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Origin-Agent-Cluster', '?1'],
    // Page addresses can carry tokens (/reset-password?token=…); never send them anywhere.
    ['Referrer-Policy', 'no-referrer'],
    ...(https
      ? [['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'] as [string, string]]
      : []),
    ['X-Content-Type-Options', 'nosniff'],
    ['X-DNS-Prefetch-Control', 'off'],
    ['X-Download-Options', 'noopen'],
    ['X-Frame-Options', 'SAMEORIGIN'],
    ['X-Permitted-Cross-Domain-Policies', 'none'],
    ['X-XSS-Protection', '0'],
    ['Content-Security-Policy', csp],
  ]
}

/**
 * Puts the security headers on every answer. On Node they go straight onto the outgoing message
 * before the route runs (Node merges them into the route's own headers when it writes them):
 * setting a dozen headers on each web Response afterwards cost about as much CPU as the whole
 * rest of a small request. Without a Node response (app.request in tests) they are set on it.
 */
export function securityHeaders(https: boolean): MiddlewareHandler {
  const list = securityHeaderList(https)
  return async (c, next) => {
    const outgoing = (c.env as Partial<HttpBindings> | undefined)?.outgoing
    if (outgoing) for (const [name, value] of list) outgoing.setHeader(name, value)
    await next()
    if (!outgoing) for (const [name, value] of list) c.res.headers.set(name, value)
  }
}
