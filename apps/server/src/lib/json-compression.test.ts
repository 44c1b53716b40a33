import { request } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gunzipSync } from 'node:zlib'
import { serve, type ServerType } from '@hono/node-server'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { JSON_COMPRESSION_MIN_BYTES, jsonCompression } from './json-compression'

const BIG = {
  success: true,
  data: Array.from({ length: 300 }, (_, i) => ({ id: i, name: `Filme ${i}` })),
}
const SMALL = { success: true, data: { ok: 1 } }

type Raw = { headers: Record<string, string | string[] | undefined>; body: Buffer }

describe('jsonCompression (over HTTP)', () => {
  let server: ServerType
  let origin = ''

  beforeAll(async () => {
    const app = new Hono()
    app.use('/api/*', jsonCompression({ except: ['/api/media'] }))
    app.get('/api/big', (c) => c.json(BIG))
    app.get('/api/small', (c) => c.json(SMALL))
    app.get('/api/media/list', (c) => c.json(BIG))
    app.get('/api/bytes', (c) =>
      c.body(Buffer.alloc(8192, 7), 200, { 'content-type': 'image/png' }),
    )
    await new Promise<void>((resolve) => {
      server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve())
    })
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  // node:http hands back the bytes as sent (fetch would decompress them).
  const get = (path: string, acceptEncoding?: string) =>
    new Promise<Raw>((resolve, reject) => {
      const headers = acceptEncoding ? { 'accept-encoding': acceptEncoding } : undefined
      request(new URL(path, origin), { headers }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }))
      })
        .on('error', reject)
        .end()
    })

  it('gzips a JSON answer of a few KB when the client accepts gzip', async () => {
    expect(JSON.stringify(BIG).length).toBeGreaterThan(JSON_COMPRESSION_MIN_BYTES)
    const answer = await get('/api/big', 'gzip, deflate, br')
    expect(answer.headers['content-encoding']).toBe('gzip')
    expect(answer.headers.vary).toBe('Accept-Encoding')
    expect(answer.headers['content-type']).toMatch(/^application\/json/)
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length)
    expect(answer.body.length).toBeLessThan(JSON.stringify(BIG).length / 3)
    expect(JSON.parse(gunzipSync(answer.body).toString())).toEqual(BIG)
  })

  it('sends identity when gzip is not accepted, and small answers as they are', async () => {
    for (const accept of [undefined, 'br', 'gzip;q=0']) {
      const answer = await get('/api/big', accept)
      expect(answer.headers['content-encoding'], accept).toBeUndefined()
      expect(JSON.parse(answer.body.toString())).toEqual(BIG)
    }
    const small = await get('/api/small', 'gzip')
    expect(small.headers['content-encoding']).toBeUndefined()
    expect(JSON.parse(small.body.toString())).toEqual(SMALL)
  })

  it('never compresses media routes or bytes', async () => {
    expect((await get('/api/media/list', 'gzip')).headers['content-encoding']).toBeUndefined()
    const bytes = await get('/api/bytes', 'gzip')
    expect(bytes.headers['content-encoding']).toBeUndefined()
    expect(bytes.body.length).toBe(8192)
  })
})
