// @vitest-environment node
// Runs in Node (not jsdom) against a real loopback server; typechecked by tsconfig.node.json.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiError, apiFetch } from './api-client'

let server: Server
let base = ''
const seen: { method?: string; type?: string; body: string }[] = []

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString()))
    req.on('end', () => {
      seen.push({ method: req.method, type: req.headers['content-type'], body })
      if (req.url === '/api/echo') {
        res.writeHead(200, { 'Content-Type': 'application/json' })
        res.end(JSON.stringify({ got: body ? JSON.parse(body) : null }))
      } else if (req.url === '/api/denied') {
        res.writeHead(401, { 'Content-Type': 'application/json' })
        res.end(JSON.stringify({ code: 'UNAUTHORIZED', message: 'Usuário não autenticado' }))
      } else {
        res.writeHead(502, 'Bad Gateway')
        res.end('upstream down')
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('apiFetch', () => {
  it('sends JSON and returns the parsed answer', async () => {
    const data = await apiFetch<{ got: unknown }>(`${base}/api/echo`, {
      method: 'POST',
      body: { nuvemNome: 'Casa' },
    })
    expect(data).toEqual({ got: { nuvemNome: 'Casa' } })
    expect(seen.at(-1)).toMatchObject({ method: 'POST', type: 'application/json' })
  })

  it('throws ApiError with the status, code and message of a JSON error', async () => {
    const error = await apiFetch(`${base}/api/denied`).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({
      status: 401,
      code: 'UNAUTHORIZED',
      message: 'Usuário não autenticado',
    })
  })

  it('falls back to the status text when the error body is not JSON', async () => {
    const error = await apiFetch(`${base}/api/other`).catch((e: unknown) => e)
    expect(error).toMatchObject({ status: 502, code: undefined, message: 'Bad Gateway' })
  })
})
