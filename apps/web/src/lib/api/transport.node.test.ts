// @vitest-environment node
// Runs in Node (not jsdom) against a real loopback server; typechecked by tsconfig.node.json.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ZodError } from 'zod'
import { apiPaths, routePath } from '@myflix/shared'
import { ApiError, isNetworkFailure, NETWORK_FAILURE, send } from './transport'

let server: Server
const realFetch = globalThis.fetch
const seen: { method?: string; type?: string; body: string }[] = []

const paths = {
  external: routePath(apiPaths.media.external, {}),
  clouds: routePath(apiPaths.clouds.list, {}),
  parental: routePath(apiPaths.parental.unlock, {}),
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString()))
    req.on('end', () => {
      seen.push({ method: req.method, type: req.headers['content-type'], body })
      const json = (status: number, answer: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/json' })
        res.end(JSON.stringify(answer))
      }
      if (req.url === paths.external) {
        const { url } = JSON.parse(body) as { url: string }
        // 'drift' answers something the contract does not describe.
        json(200, { success: true, data: url === 'drift' ? { url } : { url, expiresIn: 60 } })
      } else if (req.url === paths.clouds) {
        json(401, { code: 'UNAUTHORIZED', message: 'Usuário não autenticado' })
      } else if (req.url === paths.parental) {
        json(403, { success: false, error: 'O PIN está incorreto', title: 'PIN Incorreto' })
      } else {
        res.writeHead(502, 'Bad Gateway')
        res.end('upstream down')
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  // The transport calls relative paths, as the page does; Node has no page to resolve them against.
  globalThis.fetch = (input, init) => realFetch(`${base}${String(input)}`, init)
})

afterAll(async () => {
  globalThis.fetch = realFetch
  await new Promise<void>((resolve) => server.close(() => resolve()))
})

describe('send', () => {
  it('sends JSON and returns the parsed answer', async () => {
    const data = await send(apiPaths.media.external, { params: {}, body: { url: 'Casa' } })
    expect(data).toEqual({ url: 'Casa', expiresIn: 60 })
    expect(seen.at(-1)).toMatchObject({ method: 'POST', type: 'application/json' })
    expect(JSON.parse(seen.at(-1)!.body)).toEqual({ url: 'Casa' })
  })

  it('throws a ZodError when the answer drifted from the contract', async () => {
    const error = await send(apiPaths.media.external, {
      params: {},
      body: { url: 'drift' },
    }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ZodError)
  })

  it('throws ApiError with the status, code and message of a JSON error', async () => {
    const error = await send(apiPaths.clouds.list, { params: {} }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({
      status: 401,
      code: 'UNAUTHORIZED',
      message: 'Usuário não autenticado',
    })
  })

  it("keeps a refused PIN's toast title", async () => {
    const body = { pin: '1357' }
    const error = await send(apiPaths.parental.unlock, { params: {}, body }).catch((e) => e)
    expect(error).toMatchObject({
      status: 403,
      message: 'O PIN está incorreto',
      title: 'PIN Incorreto',
    })
  })

  it('falls back to the status text when the error body is not JSON', async () => {
    const error = await send(apiPaths.catalog.status, { params: {} }).catch((e: unknown) => e)
    expect(error).toMatchObject({ status: 502, code: undefined, message: 'Bad Gateway' })
  })

  it('turns a request that got no answer into the pt-BR network ApiError', async () => {
    const reachable = globalThis.fetch
    // What the browser does offline: fetch rejects with an English TypeError.
    globalThis.fetch = () => Promise.reject(new TypeError('Failed to fetch'))
    try {
      const error = await send(apiPaths.account.userInfo, { params: {} }).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(ApiError)
      expect(error).toMatchObject({
        status: 0,
        code: NETWORK_FAILURE,
        message: 'Sem conexão. Esta ação precisa de internet.',
      })
      expect(isNetworkFailure(error)).toBe(true)
    } finally {
      globalThis.fetch = reachable
    }
  })

  it('passes an abort through as the browser reports it', async () => {
    const controller = new AbortController()
    controller.abort()
    const call = send(apiPaths.catalog.status, { params: {} }, { signal: controller.signal })
    await expect(call).rejects.toMatchObject({ name: 'AbortError' })
  })
})
