import type { CatalogItem } from '@myflix/shared'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startGuideProvider, type GuideProvider } from '../../../test/support/guide-provider'
import { createLogger } from '../../lib/logger'
import { nowNextOf, overlapping } from './programmes'
import { createShortEpgFallback, type ShortEpgOptions } from './short-epg-fallback'

// The fallback against the demo panel over HTTP: what it caches, when it rests a failed channel,
// how many calls a request makes at once and that a held panel never holds the answer.

const logger = createLogger({ level: 'silent' })
const SCOPE = 'conta'

let provider: GuideProvider
let guided: string[]
let clock = Date.now()

beforeAll(async () => {
  provider = await startGuideProvider(Date.now)
  const live = await provider.channels('s'.repeat(32))
  guided = (live.page(null, 0, live.size)?.items ?? [])
    .filter((item: CatalogItem) => item.epg_channel_id)
    .map((item) => item.id)
})
afterAll(() => provider?.close())
beforeEach(() => {
  provider.state.fail = false
  provider.state.maxInFlight = 0
  clock = Date.now()
})

const fallbackWith = (options: ShortEpgOptions = {}, now?: () => number) =>
  createShortEpgFallback({ providers: provider.providers, logger, options, now })
const soon = () => Date.now() + 5_000

/** Polls until `condition` holds (a call left running after its request ends). */
async function until(condition: () => boolean) {
  for (const deadline = Date.now() + 5_000; !condition();) {
    if (Date.now() > deadline) throw new Error('the condition never held')
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

describe('short EPG fallback', () => {
  it('asks the panel once per channel, for `limit` programmes, then answers from its cache', async () => {
    const fallback = fallbackWith({ limit: 6 })
    const ids = guided.slice(0, 3)
    const calls = provider.state.shortEpgCalls
    const first = await fallback.programmes(provider.cloud, SCOPE, ids, soon())
    expect([...first.keys()]).toEqual(ids)
    for (const entries of first.values()) expect(entries).toHaveLength(6)
    const again = await fallback.programmes(provider.cloud, SCOPE, ids, soon())
    expect(again).toEqual(first)
    expect(provider.state.shortEpgCalls - calls).toBe(3)
    // Another account's channels of the same ids are its own.
    await fallback.programmes(provider.cloud, 'outra', ids.slice(0, 1), soon())
    expect(provider.state.shortEpgCalls - calls).toBe(4)
  })

  it('asks again once an answer is older than its time to live', async () => {
    const fallback = fallbackWith({ ttlMs: 60_000 }, () => clock)
    const [id] = guided as [string]
    const calls = provider.state.shortEpgCalls
    await fallback.programmes(provider.cloud, SCOPE, [id], Infinity)
    clock += 59_000
    await fallback.programmes(provider.cloud, SCOPE, [id], Infinity)
    expect(provider.state.shortEpgCalls - calls).toBe(1)
    clock += 2_000
    await fallback.programmes(provider.cloud, SCOPE, [id], Infinity)
    expect(provider.state.shortEpgCalls - calls).toBe(2)
  })

  it('rests a channel whose call failed for the cooldown', async () => {
    const fallback = fallbackWith({ cooldownMs: 60_000 }, () => clock)
    const [id] = guided as [string]
    provider.state.fail = true
    const calls = provider.state.shortEpgCalls
    expect((await fallback.programmes(provider.cloud, SCOPE, [id], Infinity)).size).toBe(0)
    provider.state.fail = false
    clock += 30_000
    expect((await fallback.programmes(provider.cloud, SCOPE, [id], Infinity)).size).toBe(0)
    expect(provider.state.shortEpgCalls - calls).toBe(1)
    clock += 31_000
    expect((await fallback.programmes(provider.cloud, SCOPE, [id], Infinity)).has(id)).toBe(true)
    expect(provider.state.shortEpgCalls - calls).toBe(2)
  })

  it('keeps a few calls at a time, answers at its deadline, and caches what ends later', async () => {
    const fallback = fallbackWith({ concurrency: 2 })
    const ids = guided.slice(0, 8)
    const open = provider.hold()
    const calls = provider.state.shortEpgCalls
    const held = await fallback.programmes(provider.cloud, SCOPE, ids, Date.now() + 200)
    // The panel answered nothing in time: nothing known, and only two calls were started.
    expect(held.size).toBe(0)
    expect(provider.state.maxInFlight).toBe(2)
    expect(provider.state.shortEpgCalls - calls).toBe(2)
    open()
    await until(() => provider.state.inFlight === 0)
    const later = await fallback.programmes(provider.cloud, SCOPE, ids, soon())
    expect([...later.keys()].sort()).toEqual([...ids].sort())
    // The two held calls filled the cache; only the other six were asked for now.
    expect(provider.state.shortEpgCalls - calls).toBe(8)
  })

  it('forgets the oldest answers past its byte budget', async () => {
    const fallback = fallbackWith({ maxBytes: 1 })
    const [id] = guided as [string]
    const calls = provider.state.shortEpgCalls
    await fallback.programmes(provider.cloud, SCOPE, [id], soon())
    await fallback.programmes(provider.cloud, SCOPE, [id], soon())
    expect(provider.state.shortEpgCalls - calls).toBe(2)
  })
})

describe('programmes', () => {
  const list = [
    { start: 100, end: 200, title: 'A' },
    { start: 200, end: 300, title: 'B' },
    { start: 400, end: 500, title: 'C' },
  ]

  it('finds the programme on now and the next one, across gaps', () => {
    expect(nowNextOf(list, 150)).toEqual({ now: list[0], next: list[1] })
    expect(nowNextOf(list, 200)).toEqual({ now: list[1], next: list[2] })
    expect(nowNextOf(list, 350)).toEqual({ now: null, next: list[2] })
    expect(nowNextOf(list, 500)).toEqual({ now: null, next: null })
    expect(nowNextOf([], 0)).toEqual({ now: null, next: null })
  })

  it('keeps the programmes overlapping a range, the range end left out', () => {
    expect(overlapping(list, 150, 400).map((p) => p.title)).toEqual(['A', 'B'])
    expect(overlapping(list, 300, 400)).toEqual([])
  })
})
