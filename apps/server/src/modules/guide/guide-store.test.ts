import { sql } from 'kysely'
import { describe, expect, it, vi } from 'vitest'
import { testDatabaseKinds } from '../../../test/support/databases'
import {
  gzipped,
  guideSource,
  guideStoresFor,
  HOUR,
  settledStatus,
  GUIDE_HOUR,
  WAIT,
  xml,
  xmltvGuide,
  xmltvTime,
} from '../../../test/support/guide-fixture'
import type { AppDatabase } from '../../db/schema'

async function versions(db: AppDatabase, scope: string) {
  const { rows } = await sql<{ version: number }>`
    SELECT DISTINCT version FROM guide_chunks WHERE scope = ${scope} ORDER BY version`.execute(db)
  return rows.map((row) => Number(row.version))
}

describe.each(testDatabaseKinds())('guide store on $name', (kind) => {
  const env = guideStoresFor(kind)

  it('fetches, stores and serves a guide: now/next, ranges, on now, descriptions', async () => {
    env.panel.answer(gzipped(xmltvGuide('A', 3, 6)))
    const store = env.store()
    const source = guideSource(env.panel, 'serve')
    expect((await store.status(source)).state).toBe('loading')
    const status = await settledStatus(store, source)
    expect(status).toMatchObject({ source: 'xmltv', channels: 3, programmes: 18, error: null })
    const index = await store.index(source)
    const hour = GUIDE_HOUR
    const now = index?.nowNext('c1.br', hour + 60)
    expect(now).toEqual({
      now: { start: hour, end: hour + HOUR, title: 'A c1 p2' },
      next: { start: hour + HOUR, end: hour + 2 * HOUR, title: 'A c1 p3' },
    })
    expect(index?.has('c2.br')).toBe(true)
    expect(index?.has('c9.br')).toBe(false)
    expect(index?.range('c0.br', hour - 30, hour + HOUR + 30).map((p) => p.title)).toEqual([
      'A c0 p1',
      'A c0 p2',
      'A c0 p3',
    ])
    expect([...(index?.onNow(hour + 1) ?? [])].map(([id, p]) => `${id} ${p.title}`)).toEqual([
      'c0.br A c0 p2',
      'c1.br A c1 p2',
      'c2.br A c2 p2',
    ])
    const details = await store.details('serve', 'c2.br', hour, hour + 2 * HOUR)
    expect(details).toEqual([
      { start: hour, end: hour + HOUR, title: 'A c2 p2', description: 'Sobre A c2 p2' },
      { start: hour + HOUR, end: hour + 2 * HOUR, title: 'A c2 p3', description: 'Sobre A c2 p3' },
    ])
    expect(await store.details('serve', 'nope', hour, hour + HOUR)).toEqual([])
  })

  it('refreshes an old guide in the background, serving the old one meanwhile, then drops it', async () => {
    env.panel.answer(xml(xmltvGuide('A', 2, 4)))
    const source = guideSource(env.panel, 'refresh')
    const first = env.store()
    await settledStatus(first, source)
    const before = await versions(env.db, 'refresh')
    expect(before).toHaveLength(1)

    env.panel.answer(xml(xmltvGuide('B', 4, 4)))
    const release = env.panel.hold()
    // Seven hours on, the guide is due for a refresh.
    const later = env.store({ now: () => Date.now() + 7 * HOUR * 1000 })
    const served = await later.index(source)
    expect(served?.nowNext('c0.br', GUIDE_HOUR).now?.title).toBe('A c0 p2')
    release()
    await vi.waitFor(async () => expect((await later.status(source)).programmes).toBe(16), WAIT)
    expect((await later.index(source))?.nowNext('c3.br', GUIDE_HOUR).now?.title).toBe('B c3 p2')
    const after = await versions(env.db, 'refresh')
    expect(after).toHaveLength(1)
    expect(after[0]).toBeGreaterThan(before[0] ?? 0)
    // The other store sees the newer version on its next look and loads it.
    await vi.waitFor(async () => expect((await first.index(source))?.programmes).toBe(16), WAIT)
  })

  it('keeps programmes unordered across channels, repeated, or spread over many batches', async () => {
    const hour = GUIDE_HOUR
    const line = (channel: string, start: number, title: string) =>
      `<programme start="${xmltvTime(start)}" channel="${channel}" stop="${xmltvTime(start + HOUR)}"><title>${title}</title></programme>`
    const body = [
      '<tv>',
      ...[3, 1, 2, 0].flatMap((n) => ['x', 'y'].map((c) => line(c, hour + n * HOUR, `${c}${n}`))),
      line('x', hour + HOUR, 'x1 again'),
      '</tv>',
    ].join('')
    env.panel.answer(xml(body))
    const store = env.store({ flushProgrammes: 3 })
    const source = guideSource(env.panel, 'unordered')
    expect(await settledStatus(store, source)).toMatchObject({ channels: 2, programmes: 8 })
    const titles = (await store.index(source))
      ?.range('x', hour, hour + 4 * HOUR)
      .map((p) => p.title)
    expect(titles).toEqual(['x0', 'x1', 'x2', 'x3'])
    const details = await store.details('unordered', 'x', hour, hour + 4 * HOUR)
    expect(details.map((p) => p.title)).toEqual(titles)
    // Read back from the database by a store that did not ingest it: the same answers.
    const reader = env.store({ recheckMs: 0 })
    const loaded = await reader.index(source)
    expect(loaded?.range('x', hour, hour + 4 * HOUR).map((p) => p.title)).toEqual(titles)
    expect(loaded?.range('y', hour, hour + 4 * HOUR).map((p) => p.title)).toEqual([
      'y0',
      'y1',
      'y2',
      'y3',
    ])
  })

  it('says an empty guide is served from get_short_epg', async () => {
    for (const [scope, body] of [
      ['empty-body', ''],
      ['empty-tv', '<?xml version="1.0"?><tv></tv>'],
    ] as const) {
      env.panel.answer(xml(body))
      const store = env.store()
      const status = await settledStatus(store, guideSource(env.panel, scope))
      expect(status).toMatchObject({ source: 'short-epg', channels: 0, programmes: 0, error: null })
      expect((await store.index(guideSource(env.panel, scope)))?.programmes).toBe(0)
    }
  })

  it('keeps indexes within the memory budget, reading an evicted one back on use', async () => {
    env.panel.answer(xml(xmltvGuide('M', 5, 5)))
    const store = env.store({ memoryBudgetBytes: 1 })
    const one = guideSource(env.panel, 'budget-1')
    const two = guideSource(env.panel, 'budget-2')
    await settledStatus(store, one)
    await settledStatus(store, two)
    const first = await store.index(one)
    const second = await store.index(two)
    expect(first?.programmes).toBe(25)
    expect(second?.programmes).toBe(25)
    // Only the last used stays: asking for the first again reads it back from the database.
    expect(await store.index(one)).not.toBe(first)
    expect((await store.index(one))?.nowNext('c4.br', GUIDE_HOUR).now?.title).toBe('M c4 p2')
  })
})
