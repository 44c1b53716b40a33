// @vitest-environment node
// The contracts' chunk that fails to load (a new deploy while offline, a dropped connection): the
// request is the network's failure, in Portuguese, and the next request loads them again.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { apiPaths } from '@myflix/shared'
import type * as ContractsChunk from './contracts-chunk'
import { ApiError, isNetworkFailure, send } from './transport'

const loads = vi.hoisted(() => ({ count: 0 }))
vi.mock('./contracts-chunk', async (importOriginal) => {
  const { importContracts } = await importOriginal<typeof ContractsChunk>()
  return {
    importContracts: () => {
      loads.count += 1
      return loads.count === 1
        ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
        : importContracts()
    },
  }
})

let server: Server
const realFetch = globalThis.fetch

beforeAll(async () => {
  server = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json' })
    res.end(JSON.stringify({ success: true, data: { url: 'Casa', expiresIn: 60 } }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  globalThis.fetch = (input, init) => realFetch(`${base}${String(input)}`, init)
})

afterAll(async () => {
  globalThis.fetch = realFetch
  await new Promise<void>((resolve) => server.close(() => resolve()))
})

describe('send, when the contracts fail to load', () => {
  it('fails as the network does, in Portuguese, and the next request loads them again', async () => {
    const call = () => send(apiPaths.media.external, { params: {}, body: { url: 'Casa' } })
    const error = await call().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({
      status: 0,
      message: 'Sem conexão. Esta ação precisa de internet.',
    })
    expect(isNetworkFailure(error)).toBe(true)

    await expect(call()).resolves.toEqual({ url: 'Casa', expiresIn: 60 })
    expect(loads.count).toBe(2)
  })
})
