import { serve } from '@hono/node-server'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Hono } from 'hono'
import { createDemoProvider } from './index'

let base = ''
let close: () => void = () => {}

beforeAll(async () => {
  const app = new Hono()
  app.route('/demo-xtream', createDemoProvider())
  await new Promise<void>((resolve) => {
    const server = serve(
      { fetch: app.fetch, hostname: '127.0.0.1', port: 0 },
      (info: AddressInfo) => {
        base = `http://127.0.0.1:${info.port}/demo-xtream`
        resolve()
      },
    )
    close = () => server.close()
  })
})
afterAll(() => close())

describe('mounted demo provider', () => {
  it('answers the login call for demo/demo', async () => {
    const res = await fetch(`${base}/player_api.php?username=demo&password=demo`)
    expect(res.status).toBe(200)
    const body = (await res.json()) as { user_info: { auth: number; status: string } }
    expect(body.user_info.auth).toBe(1)
    expect(body.user_info.status).toBe('Active')
  })
})
