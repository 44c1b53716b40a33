import { createHash } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import { serve, type ServerType } from '@hono/node-server'
import { Hono } from 'hono'
import { secureHeaders } from 'hono/secure-headers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BOOT_SCRIPT } from '@myflix/shared'
import { CONTENT_SECURITY_POLICY, securityHeaderList, securityHeaders } from './security-headers'

function appWith(https: boolean) {
  const app = new Hono()
  app.use(securityHeaders(https))
  app.onError((_error, c) => c.json({ success: false }, 500))
  app.get('/json', (c) => c.json({ ok: true }))
  app.get('/text', (c) => c.text('oi', 201, { 'x-own': 'yes', 'content-type': 'text/plain' }))
  app.get('/stream', () => new Response(new Blob(['a', 'b']).stream(), { status: 200 }))
  app.get('/boom', () => {
    throw new Error('boom')
  })
  return app
}

/** The security headers of an answer, by lower-case name. */
const securityOf = (response: Response, names: string[]) =>
  Object.fromEntries(names.map((name) => [name, response.headers.get(name)]))

describe('securityHeaders', () => {
  const servers: ServerType[] = []
  const urls: Record<string, string> = {}
  beforeAll(async () => {
    for (const https of [false, true]) {
      const server = await new Promise<ServerType>((resolve) => {
        const started = serve({ fetch: appWith(https).fetch, port: 0, hostname: '127.0.0.1' }, () =>
          resolve(started),
        )
      })
      servers.push(server)
      urls[String(https)] = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    }
  })
  afterAll(async () => {
    await Promise.all(
      servers.map((server) => new Promise((resolve) => server.close(() => resolve(null)))),
    )
  })

  it.each([false, true])('sends what hono’s secureHeaders sends (https %s)', async (https) => {
    const reference = new Hono()
    reference.use(
      secureHeaders({
        contentSecurityPolicy: CONTENT_SECURITY_POLICY,
        referrerPolicy: 'no-referrer',
        strictTransportSecurity: https ? 'max-age=31536000; includeSubDomains' : false,
      }),
    )
    reference.get('/json', (c) => c.json({ ok: true }))
    const expected = await reference.request('/json')
    const names = securityHeaderList(https).map(([name]) => name.toLowerCase())
    const sent = [...expected.headers.keys()].filter((name) => name !== 'content-type')
    expect(names.sort()).toEqual(sent.sort())

    for (const path of ['/json', '/text', '/stream', '/boom', '/missing']) {
      const overNode = await fetch(urls[String(https)] + path)
      expect(securityOf(overNode, names), path).toEqual(securityOf(expected, names))
      const inProcess = await appWith(https).request(path)
      expect(securityOf(inProcess, names), path).toEqual(securityOf(expected, names))
    }
  })

  it('keeps the route’s own status, type and headers', async () => {
    const response = await fetch(`${urls.false}/text`)
    expect(response.status).toBe(201)
    expect(await response.text()).toBe('oi')
    expect(response.headers.get('content-type')).toBe('text/plain')
    expect(response.headers.get('x-own')).toBe('yes')
    expect((await fetch(`${urls.false}/boom`)).status).toBe(500)
  })

  it("allows the signed-out shell's boot script by its hash, and no other inline script", async () => {
    const csp = (await fetch(`${urls.false}/json`)).headers.get('content-security-policy') ?? ''
    const scriptSrc = csp.split('; ').find((directive) => directive.startsWith('script-src '))
    const hash = createHash('sha256').update(BOOT_SCRIPT).digest('base64')
    expect(scriptSrc).toBe(`script-src 'self' 'sha256-${hash}'`)
  })
})
