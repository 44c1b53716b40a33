// The contracts' chunk that fails to load (a new deploy while offline, a dropped connection): the
// request is the network's failure, in Portuguese, and the next request loads them again.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { apiPaths } from '@myflix/shared'
import { startLoopbackServer, type LoopbackServer } from '@/testing/loopback-server'
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

let server: LoopbackServer | undefined
afterEach(() => server?.close())

describe('send, when the contracts fail to load', () => {
  it('fails as the network does, in Portuguese, and the next request loads them again', async () => {
    server = await startLoopbackServer(() => ({
      status: 200,
      body: { success: true, data: { url: 'Casa', expiresIn: 60 } },
    }))
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
