import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTtlCache } from './ttl-cache'

describe('ttl cache', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('serves a fresh value without loading, and loads again once it expires', async () => {
    vi.useFakeTimers()
    const cache = createTtlCache<number>({ ttlMs: 1000, maxEntries: 10 })
    let loads = 0
    const load = async () => ++loads
    expect(await cache.get('a', load)).toBe(1)
    vi.advanceTimersByTime(999)
    expect(await cache.get('a', load)).toBe(1)
    vi.advanceTimersByTime(2)
    expect(await cache.get('a', load)).toBe(2)
  })

  it('shares one load between concurrent misses and does not keep failures', async () => {
    const cache = createTtlCache<string>({ ttlMs: 60_000, maxEntries: 10 })
    let loads = 0
    const slow = () => new Promise<string>((resolve) => setTimeout(() => resolve(`v${++loads}`), 5))
    expect(await Promise.all([cache.get('k', slow), cache.get('k', slow)])).toEqual(['v1', 'v1'])
    await expect(cache.get('bad', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom')
    expect(await cache.get('bad', async () => 'ok')).toBe('ok')
  })

  it('drops the oldest past the limit and everything under a prefix', async () => {
    const cache = createTtlCache<string>({ ttlMs: 60_000, maxEntries: 2 })
    for (const key of ['c1:a', 'c1:b', 'c2:a']) await cache.get(key, async () => key)
    expect(cache.size).toBe(2)
    expect(await cache.get('c1:a', async () => 'reloaded')).toBe('reloaded')
    cache.dropPrefix('c1:')
    expect(cache.size).toBe(1)
    expect(await cache.get('c2:a', async () => 'other')).toBe('c2:a')
  })

  it('does not keep what a load read of a prefix dropped while it ran', async () => {
    const cache = createTtlCache<string>({ ttlMs: 60_000, maxEntries: 10 })
    let finish: (value: string) => void = () => undefined
    const stale = cache.get('c1:a', () => new Promise<string>((resolve) => (finish = resolve)))
    cache.dropPrefix('c1:')
    const fresh = cache.get('c1:a', async () => 'new password')
    finish('old password')
    expect(await stale).toBe('old password')
    expect(await fresh).toBe('new password')
    expect(await cache.get('c1:a', async () => 'loaded again')).toBe('new password')
    expect(cache.size).toBe(1)
  })
})

describe('ttl cache bounded by weight', () => {
  it('drops the oldest while the total weight is above the bound, and never keeps a heavier one', async () => {
    const cache = createTtlCache<string>({
      ttlMs: 60_000,
      maxEntries: 100,
      maxWeight: 10,
      weigh: (value) => value.length,
    })
    await cache.get('a', async () => 'aaaa')
    await cache.get('b', async () => 'bbbb')
    expect(cache.weight).toBe(8)
    await cache.get('c', async () => 'ccc')
    // 11 > 10: 'a' went.
    expect(cache.size).toBe(2)
    expect(cache.weight).toBe(7)
    expect(await cache.get('a', async () => 'again')).toBe('again')
    expect(await cache.get('huge', async () => 'x'.repeat(11))).toHaveLength(11)
    expect(await cache.get('huge', async () => 'loaded again')).toBe('loaded again')
    cache.dropPrefix('')
    expect(cache.weight).toBe(0)
  })
})
