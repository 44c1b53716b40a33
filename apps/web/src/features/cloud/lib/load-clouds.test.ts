import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { t, type CloudSummary } from '@myflix/shared'
import { ApiError, NETWORK_FAILURE } from '@/lib/api/transport'
import {
  CLOUD_RETRY_DELAYS_MS,
  isRetryableCloudError,
  loadCloudsWithRetry,
  pickActiveCloud,
} from './load-clouds'

const cloud = (id: string, is_active: boolean): CloudSummary => ({
  id,
  cloud_name: `Nuvem ${id}`,
  xtream_url: 'http://panel.test',
  xtream_user: 'ana',
  is_active,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
})
const unavailable = () => new ApiError(503, undefined, 'Service Unavailable')
const stored = { name: 'Casa', url: 'http://panel.test', user: 'ana' }

describe('loadCloudsWithRetry', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('retries a 503 at 500, 1500 and 3000 ms and returns the server list once it answers', async () => {
    const calls: number[] = []
    const start = Date.now()
    const fetchClouds = vi.fn(async () => {
      calls.push(Date.now() - start)
      if (calls.length < 4) throw unavailable()
      return [cloud('a', true)]
    })
    const scheduleReload = vi.fn()
    const loading = loadCloudsWithRetry({
      fetchClouds,
      readStoredCloud: () => null,
      scheduleReload,
    })
    await vi.runAllTimersAsync()
    await expect(loading).resolves.toEqual({ clouds: [cloud('a', true)], source: 'server' })
    expect(calls).toEqual([0, 500, 2000, 5000])
    expect(scheduleReload).not.toHaveBeenCalled()
  })

  it('after the three retries uses the stored cloud as a temporary active one and reloads in 3 s', async () => {
    const fetchClouds = vi.fn(() => Promise.reject(new Error('Offline')))
    const scheduleReload = vi.fn()
    const now = new Date('2026-02-03T04:05:06.000Z')
    const loading = loadCloudsWithRetry({
      fetchClouds,
      readStoredCloud: () => stored,
      scheduleReload,
      now: () => now,
    })
    await vi.runAllTimersAsync()
    const { clouds, source } = await loading
    expect(fetchClouds).toHaveBeenCalledTimes(1 + CLOUD_RETRY_DELAYS_MS.length)
    expect(source).toBe('local')
    expect(clouds).toEqual([
      expect.objectContaining({
        id: `local-${now.getTime()}`,
        cloud_name: 'Casa',
        xtream_url: stored.url,
        xtream_user: 'ana',
        is_active: true,
      }),
    ])
    expect(scheduleReload).toHaveBeenCalledWith(3000)
  })

  it('fails with the spec message when no cloud is stored', async () => {
    const loading = loadCloudsWithRetry({
      fetchClouds: () => Promise.reject(unavailable()),
      readStoredCloud: () => null,
      scheduleReload: vi.fn(),
    })
    const settled = expect(loading).rejects.toThrow(t('clouds.loadFailed'))
    await vi.runAllTimersAsync()
    await settled
  })

  it('does not retry other errors', async () => {
    const fetchClouds = vi.fn(() => Promise.reject(new ApiError(500, undefined, 'boom')))
    const loading = loadCloudsWithRetry({
      fetchClouds,
      readStoredCloud: () => stored,
      scheduleReload: vi.fn(),
    })
    await expect(loading).rejects.toThrow('boom')
    expect(fetchClouds).toHaveBeenCalledTimes(1)
  })
})

describe('cloud error rules', () => {
  it('retries errors naming 503 or Offline only', () => {
    expect(isRetryableCloudError(unavailable())).toBe(true)
    expect(isRetryableCloudError(new Error('Network Offline'))).toBe(true)
    expect(isRetryableCloudError(new Error('HTTP 503'))).toBe(true)
    expect(isRetryableCloudError(new ApiError(500, undefined, 'x'))).toBe(false)
    expect(isRetryableCloudError(new ApiError(0, NETWORK_FAILURE, 'Sem conexão.'))).toBe(false)
  })

  it('picks the active cloud, else the first, else none', () => {
    expect(pickActiveCloud([cloud('a', false), cloud('b', true)])?.id).toBe('b')
    expect(pickActiveCloud([cloud('a', false), cloud('b', false)])?.id).toBe('a')
    expect(pickActiveCloud([])).toBeNull()
  })
})
