import { sql } from 'kysely'
import { describe, expect, it, vi } from 'vitest'
import { testDatabaseKinds } from '../../../test/support/databases'
import {
  guideSource,
  guideStoresFor,
  settledStatus,
  GUIDE_HOUR,
  WAIT,
  xml,
  xmltvGuide,
} from '../../../test/support/guide-fixture'
import type { AppDatabase } from '../../db/schema'
import { createGuideRepository } from './guide.repository'

describe.each(testDatabaseKinds())('the guide ingest lease on $name', (kind) => {
  const env = guideStoresFor(kind)

  it('two stores on one database fetch a guide once; the other loads it from the database', async () => {
    env.panel.answer(xml(xmltvGuide('L', 4, 5)))
    const source = guideSource(env.panel, 'lease-two')
    const requestsBefore = env.panel.guideRequests()
    const release = env.panel.hold()
    const one = env.store()
    const two = env.store()
    const statuses = await Promise.all([one.status(source), two.status(source)])
    expect(statuses.map((status) => status.state)).toEqual(['loading', 'loading'])
    // Both keep asking while the panel takes its time: still one request.
    for (let n = 0; n < 5; n += 1) await Promise.all([one.status(source), two.status(source)])
    await vi.waitFor(() => expect(env.panel.guideRequests()).toBe(requestsBefore + 1), WAIT)
    release()
    for (const store of [one, two])
      await vi.waitFor(async () => {
        const index = await store.index(source)
        expect(index?.programmes).toBe(20)
        expect(index?.nowNext('c3.br', GUIDE_HOUR).now?.title).toBe('L c3 p2')
      }, WAIT)
    expect(env.panel.guideRequests()).toBe(requestsBefore + 1)
    expect((await two.status(source)).state).toBe('ready')
  })

  it("says 'ready' only once its index answers, even while the publish still drops the old version", async () => {
    env.panel.answer(xml(xmltvGuide('P', 2, 4)))
    const source = guideSource(env.panel, 'publish-held')
    let held = false
    let release = () => {}
    const gate = new Promise<void>((resolve) => (release = resolve))
    const store = env.store(
      {},
      holdingDeletes(env.db, async () => {
        held = true
        await gate
      }),
    )
    try {
      expect((await store.status(source)).state).toBe('loading')
      // The publish's UPDATE made the row ready; its second step waits. The store reads the row on
      // its next look and must hold the index before it says so.
      await vi.waitFor(() => expect(held).toBe(true), WAIT)
      const status = await settledStatus(store, source)
      expect(status.programmes).toBe(8)
      expect((await store.index(source))?.programmes).toBe(8)
    } finally {
      release()
    }
  })

  it('a lease held elsewhere keeps a store from fetching until it expires', async () => {
    env.panel.answer(xml(xmltvGuide('E', 1, 3)))
    const source = guideSource(env.panel, 'lease-held')
    const repository = createGuideRepository(env.db)
    expect(await repository.takeLease('lease-held', 'another-instance', 1)).toBe(1)
    expect(await repository.takeLease('lease-held', 'a-third', 60)).toBeNull()
    const requestsBefore = env.panel.guideRequests()
    const store = env.store()
    expect((await store.status(source)).state).toBe('loading')
    expect(env.panel.guideRequests()).toBe(requestsBefore)
    // The lease runs out (its holder died): the next look takes it over with a new version.
    await settledStatus(store, source)
    expect(env.panel.guideRequests()).toBe(requestsBefore + 1)
    expect((await store.index(source))?.programmes).toBe(3)
    expect((await repository.source('lease-held'))?.version).toBe(2)
  })

  it('renews the lease of a long ingest and releases it at the end', async () => {
    env.panel.answer(xml(xmltvGuide('R', 1, 3)))
    const source = guideSource(env.panel, 'lease-renew')
    const repository = createGuideRepository(env.db)
    const release = env.panel.hold()
    const store = env.store({ leaseSeconds: 0.3 })
    await store.status(source)
    const lease = () =>
      sql<{ until: Date; now: Date }>`
        SELECT lease_until AS until, CURRENT_TIMESTAMP AS now FROM guide_sources
        WHERE scope = 'lease-renew'`
        .execute(env.db)
        .then(({ rows }) => rows[0])
    await vi.waitFor(async () => expect((await lease())?.until).toBeTruthy(), WAIT)
    const first = new Date((await lease())?.until ?? 0).getTime()
    // Past the first lease's end, the lease is still held (renewed) and nobody else can take it.
    await vi.waitFor(
      async () =>
        expect(new Date((await lease())?.now ?? 0).getTime()).toBeGreaterThan(first + 300),
      WAIT,
    )
    expect(await repository.takeLease('lease-renew', 'another-instance', 60)).toBeNull()
    release()
    await settledStatus(store, source)
    expect((await repository.source('lease-renew'))?.leased).toBe(false)
  })
})

/**
 * The database, with every DELETE waiting for `before` to settle first (not held inside a
 * connection: PGlite has only one). Kysely's builders keep private fields, so each call runs on the
 * real builder and only its result is wrapped.
 */
function holdingDeletes(db: AppDatabase, before: () => Promise<void>): AppDatabase {
  const wrap = <T extends object>(builder: T): T =>
    new Proxy(builder, {
      get(target, key) {
        const value: unknown = Reflect.get(target, key, target)
        if (typeof value !== 'function') return value
        if (key === 'execute')
          return async (...args: unknown[]) => {
            await before()
            return (value as (...a: unknown[]) => unknown).apply(target, args)
          }
        return (...args: unknown[]) => {
          const result: unknown = (value as (...a: unknown[]) => unknown).apply(target, args)
          return result !== null && typeof result === 'object' ? wrap(result) : result
        }
      },
    })
  return new Proxy(db, {
    get(target, key) {
      const value: unknown = Reflect.get(target, key, target)
      if (typeof value !== 'function') return value
      if (key === 'deleteFrom')
        return (...args: unknown[]) =>
          wrap((value as (...a: unknown[]) => object).apply(target, args))
      return (value as (...a: unknown[]) => unknown).bind(target)
    },
  })
}
