import { afterEach, describe, expect, it, vi } from 'vitest'
import { apiPaths, routePath } from '@myflix/shared'
import { startLoopbackServer, type LoopbackServer } from '@/testing/loopback-server'
import { isOnline, subscribeOnline, trackedFetch } from './reachability'

let server: LoopbackServer | undefined
const HEALTH = routePath(apiPaths.system.health, {})
const STATUS = routePath(apiPaths.catalog.status, {})

afterEach(async () => {
  await server?.close()
  vi.useRealTimers()
})

describe('reachability', () => {
  it('counts a rejected request as offline until a request is answered again', async () => {
    server = await startLoopbackServer(() => ({ status: 200, body: { status: 'ok' } }))
    const changes = vi.fn()
    const unsubscribe = subscribeOnline(changes)
    await trackedFetch(HEALTH)
    expect(isOnline()).toBe(true)

    await server.stop()
    await expect(trackedFetch(STATUS)).rejects.toThrow()
    expect(isOnline()).toBe(false)
    expect(changes).toHaveBeenCalledTimes(1)

    // An answer, even an error, means the server is there.
    await server.close()
    server = await startLoopbackServer(() => ({ status: 503, body: {} }))
    await trackedFetch(STATUS)
    expect(isOnline()).toBe(true)
    expect(changes).toHaveBeenCalledTimes(2)
    unsubscribe()
  })

  it('does not count an aborted request', async () => {
    server = await startLoopbackServer(() => ({ status: 200, body: {} }))
    const controller = new AbortController()
    controller.abort()
    await expect(trackedFetch(HEALTH, { signal: controller.signal })).rejects.toThrow()
    expect(isOnline()).toBe(true)
  })

  it('probes the health check every 10 s while unreachable and comes back on its own', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    server = await startLoopbackServer(() => ({ status: 200, body: {} }))
    await server.stop()
    await expect(trackedFetch(STATUS)).rejects.toThrow()
    expect(isOnline()).toBe(false)
    await server.close()
    server = await startLoopbackServer(() => ({ status: 200, body: { status: 'ok' } }))
    await vi.advanceTimersByTimeAsync(10_000)
    await vi.waitFor(() => expect(isOnline()).toBe(true))
    expect(server.requests).toEqual([`GET ${HEALTH}`])
  })
})
