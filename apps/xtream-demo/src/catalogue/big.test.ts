import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningProvider } from '../testing/serve'
import { login, startProvider } from '../testing/serve'
import { HUGE_CATEGORY_NAME } from './categories'
import { SCALES, demoCatalogue } from './catalogue'

let provider: RunningProvider
beforeAll(async () => {
  provider = await startProvider()
})
afterAll(() => provider.close())

async function ids(action: string, key: string): Promise<Set<unknown>> {
  const res = await provider.api(login('big', { action }))
  expect(res.status).toBe(200)
  const rows = (await res.json()) as Record<string, unknown>[]
  return new Set(rows.map((r) => r[key]))
}

describe('the big account', () => {
  it('lists 100k movies, 20k series and 20k channels, and serves them again from cache', async () => {
    expect(SCALES.big).toEqual({ movies: 100_000, series: 20_000, channels: 20_000 })
    expect((await ids('get_vod_streams', 'stream_id')).size).toBe(100_000)
    expect((await ids('get_series', 'series_id')).size).toBe(20_000)
    expect((await ids('get_live_streams', 'stream_id')).size).toBe(20_000)
    expect((await ids('get_vod_streams', 'stream_id')).size).toBe(100_000)
  }, 120_000)

  it('filters a big category without listing everything', async () => {
    const category = demoCatalogue(undefined, 'big').categories.vod[5]!
    const res = await provider.api(
      login('big', { action: 'get_vod_streams', category_id: String(category.id) }),
    )
    const rows = (await res.json()) as Record<string, unknown>[]
    expect(rows.length).toBeGreaterThan(100)
    expect(rows.every((r) => r.category_id === String(category.id))).toBe(true)
  }, 120_000)

  it('has one catch-all movie category of at least 20,000 titles', async () => {
    const huge = demoCatalogue(undefined, 'big').categories.vod.find((c) => c.huge)!
    expect(huge.name).toBe(HUGE_CATEGORY_NAME)
    const res = await provider.api(
      login('big', { action: 'get_vod_streams', category_id: String(huge.id) }),
    )
    const rows = (await res.json()) as unknown[]
    expect(rows.length).toBeGreaterThanOrEqual(20_000)
    expect(demoCatalogue(undefined, 'small').categories.vod.some((c) => c.huge)).toBe(false)
  }, 120_000)
})
