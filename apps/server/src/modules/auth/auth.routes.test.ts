import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { clientIp } from './auth.routes'

const seen = async (trustProxy: boolean, forwarded?: string) => {
  const app = new Hono()
  app.get('/', (c) => c.text(clientIp(c, trustProxy) ?? 'socket'))
  const headers: Record<string, string> = forwarded ? { 'x-forwarded-for': forwarded } : {}
  return (await app.request('/', { headers })).text()
}

describe('clientIp', () => {
  it('takes the address our proxy appended, not the ones the client sent before it', async () => {
    expect(await seen(true, '203.0.113.9')).toBe('203.0.113.9')
    expect(await seen(true, '1.2.3.4, 5.6.7.8, 203.0.113.9')).toBe('203.0.113.9')
    expect(await seen(true, '1.2.3.4,2001:db8::7')).toBe('2001:db8::7')
  })

  it('ignores the header without a trusted proxy, and a last entry that is not an address', async () => {
    expect(await seen(false, '203.0.113.9')).toBe('socket')
    expect(await seen(true, '203.0.113.9, not-an-ip')).toBe('socket')
    expect(await seen(true)).toBe('socket')
  })
})
