import { guideWindowSchema, MEDIA_PATHS, t, type CatalogItem } from '@myflix/shared'
import type { EpgEntry, ProgrammeDetail } from '@myflix/shared'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fakeGuideStore, type FakeGuide } from '../../../test/support/fake-guide'
import { startGuideProvider, type GuideProvider } from '../../../test/support/guide-provider'
import { createLogger } from '../../lib/logger'
import type { TypeIndex } from '../catalog/catalog-index'
import { accountScope } from '../provider/account-scope'
import { createGuideService, GuideError, PROGRAMMES_PER_CHANNEL_MAX } from './guide.service'
import type { GuideStore } from './guide.types'

// The service over a fake store that has a guide (the index path) and the demo panel over HTTP
// (the short-EPG fallback for what the guide lacks), both on one fixed clock.

const NOW_MS = Date.UTC(2026, 10, 22, 15, 10)
const AT = NOW_MS / 1000
const clock = () => NOW_MS
const SECRET = 's'.repeat(32)
const logger = createLogger({ level: 'silent' })
const ana = { userId: 'ana', hideAdult: false }
const anaHidden = { userId: 'ana', hideAdult: true }

let provider: GuideProvider
let live: TypeIndex
let all: CatalogItem[]
let guided: CatalogItem[]
let unguided: CatalogItem
let noEpg: CatalogItem
let adult: CatalogItem
let guide: FakeGuide

const slot = (start: number, end: number, title: string): ProgrammeDetail => ({
  start,
  end,
  title,
  description: `Sobre ${title}`,
})

beforeAll(async () => {
  provider = await startGuideProvider(clock)
  live = await provider.channels(SECRET)
  all = live.page(null, 0, live.size)?.items ?? []
  const withEpg = all.filter((item) => item.epg_channel_id && !item.is_adult)
  guided = withEpg.slice(0, 2)
  unguided = withEpg[2] as CatalogItem
  noEpg = all.find((item) => !item.epg_channel_id && !item.is_adult) as CatalogItem
  adult = all.find((item) => item.is_adult) as CatalogItem
  guide = Object.fromEntries(
    guided.map((item, n) => [
      item.epg_channel_id as string,
      [
        slot(AT - 3600, AT - 600, `Antes ${n}`),
        slot(AT - 600, AT + 1200, `Agora ${n}`),
        slot(AT + 1200, AT + 4800, `Depois ${n}`),
      ],
    ]),
  )
})
afterAll(() => provider?.close())

function serviceWith(store: GuideStore) {
  const leases = { acquired: 0, released: 0 }
  const service = createGuideService({
    catalog: {
      async acquire(userId) {
        if (userId !== 'ana') return null
        leases.acquired += 1
        const release = () => void (leases.released += 1)
        return { catalog: { index: async () => live }, cloud: provider.cloud, release }
      },
    },
    providers: provider.providers,
    store,
    logger,
    options: { now: clock },
  })
  return { service, leases }
}

/** What the demo panel says is on at AT and after it. */
async function panelNowNext(item: CatalogItem) {
  const entries = await provider.shortEpg(item)
  const at = entries.findIndex((e) => e.start <= AT && AT < e.end)
  const brief = (e: EpgEntry | undefined) => e && { start: e.start, end: e.end, title: e.title }
  return { now: brief(entries[at]) ?? null, next: brief(entries[at + 1]) ?? null }
}

describe('guide service', () => {
  it('answers now/next from the stored guide, and from the short EPG where it has nothing', async () => {
    const store = fakeGuideStore(guide)
    const { service, leases } = serviceWith(store)
    const calls = provider.state.shortEpgCalls
    const ids = [guided[0], { id: 'nao-existe' }, unguided, noEpg, guided[1]].map((i) => i?.id)
    const answer = await service.now(ana, ids as string[])
    expect(answer.map((row) => row.id)).toEqual(
      [guided[0], unguided, noEpg, guided[1]].map((item) => item?.id),
    )
    expect(answer[0]).toMatchObject({ now: { title: 'Agora 0' }, next: { title: 'Depois 0' } })
    expect(answer[3]).toMatchObject({ now: { title: 'Agora 1' }, next: { title: 'Depois 1' } })
    expect(answer[0]?.now).toEqual({ start: AT - 600, end: AT + 1200, title: 'Agora 0' })
    // The panel was asked only for the channel the guide lacks that has a guide id.
    expect(provider.state.shortEpgCalls - calls).toBe(1)
    const fallback = await panelNowNext(unguided)
    expect(fallback.now).not.toBeNull()
    expect(answer[1]).toEqual({ id: unguided.id, ...fallback })
    expect(answer[2]).toEqual({ id: noEpg.id, now: null, next: null })
    expect(leases.released).toBe(leases.acquired)
    expect(store.asked[0]).toEqual({
      scope: accountScope(provider.cloud),
      credentials: provider.cloud,
      timezone: 'America/Sao_Paulo',
      archiveDays: Math.max(...all.map((item) => item.tv_archive_days ?? 0)),
    })
    expect(store.asked[0]?.archiveDays).toBeGreaterThan(0)
  })

  it.each([
    ['the store has no guide', fakeGuideStore(null)],
    ['the store serves the short EPG itself', fakeGuideStore({}, 'short-epg')],
  ])('answers from the short EPG when %s', async (_label, store) => {
    const { service } = serviceWith(store)
    const [row] = await service.now(ana, [guided[0]?.id as string])
    expect(row).toEqual({ id: guided[0]?.id, ...(await panelNowNext(guided[0] as CatalogItem)) })
  })

  it('pages the channels in the catalogue order with the programmes overlapping the window', async () => {
    const { service } = serviceWith(fakeGuideStore(guide))
    const query = { offset: 0, limit: 5, from: AT - 1800, to: AT + 600 }
    const calls = provider.state.shortEpgCalls
    const json = await service.windowJson(ana, query)
    const window = guideWindowSchema.parse(JSON.parse(json))
    expect(window).toMatchObject({ total: live.size, offset: 0, limit: 5, from: query.from })
    expect(window.rows.map((row) => row.channel.id)).toEqual(all.slice(0, 5).map((item) => item.id))
    const first = window.rows.find((row) => row.channel.id === guided[0]?.id)
    expect(first?.programmes.map((p) => p.title)).toEqual(['Antes 0', 'Agora 0'])
    const visibleUnguided = window.rows.filter(
      (row) => !guided.some((item) => item.id === row.channel.id),
    )
    expect(provider.state.shortEpgCalls - calls).toBeLessThanOrEqual(visibleUnguided.length)
    for (const row of window.rows) {
      for (const p of row.programmes) expect(p.end > query.from && p.start < query.to).toBe(true)
      expect(row.channel.image === null || row.channel.image.startsWith(MEDIA_PATHS.image)).toBe(
        true,
      )
    }
    expect(json).not.toContain(provider.base)
  })

  it('pages one category, refuses an unknown one, and asks no panel for a past window', async () => {
    const { service } = serviceWith(fakeGuideStore(guide))
    const category = live.categories.find((c) => c.count > 2) as { id: string; count: number }
    const page = JSON.parse(
      await service.windowJson(ana, {
        category: category.id,
        offset: 1,
        limit: 2,
        from: AT,
        to: AT + 60,
      }),
    ) as { rows: unknown[]; total: number }
    expect(page.total).toBe(category.count)
    expect(page.rows).toHaveLength(2)
    const query = { category: 'nao-existe', offset: 0, limit: 5, from: AT, to: AT + 60 }
    await expect(service.windowJson(ana, query)).rejects.toMatchObject({ status: 404 })
    const calls = provider.state.shortEpgCalls
    await service.windowJson(ana, { offset: 40, limit: 20, from: AT - 7200, to: AT - 3600 })
    expect(provider.state.shortEpgCalls).toBe(calls)
  })

  it('gives one channel’s schedule with descriptions, from the store or the short EPG', async () => {
    const { service } = serviceWith(fakeGuideStore(guide))
    const stored = await service.schedule(ana, guided[0]?.id as string, AT, AT + 3600)
    expect(stored).toEqual({
      id: guided[0]?.id,
      programmes: [slot(AT - 600, AT + 1200, 'Agora 0'), slot(AT + 1200, AT + 4800, 'Depois 0')],
    })
    const fallback = await service.schedule(ana, unguided.id, AT, AT + 3 * 3600)
    expect(fallback.programmes.length).toBeGreaterThan(1)
    expect(fallback.programmes[0]?.description).toContain(unguided.name)
    expect(fallback.programmes.length).toBeLessThanOrEqual(PROGRAMMES_PER_CHANNEL_MAX)
    await expect(service.schedule(ana, 'nao-existe', AT, AT + 60)).rejects.toEqual(
      new GuideError(404, t('catalog.itemNotFound')),
    )
  })

  it('leaves adult channels out while parental control hides them, and blocks their schedule', async () => {
    const { service } = serviceWith(fakeGuideStore(guide))
    const ids = [adult.id, guided[0]?.id as string]
    expect((await service.now(ana, ids)).map((row) => row.id)).toEqual(ids)
    expect((await service.now(anaHidden, ids)).map((row) => row.id)).toEqual([guided[0]?.id])
    const window = (viewer: typeof ana) =>
      service.windowJson(viewer, { offset: 0, limit: 100, from: AT, to: AT + 60 })
    const shown = JSON.parse(await window(anaHidden)) as { rows: Array<{ channel: CatalogItem }> }
    const adults = all.filter((item) => item.is_adult).length
    expect(adults).toBeGreaterThan(0)
    expect(shown.rows.some((row) => row.channel.is_adult)).toBe(false)
    expect(JSON.parse(await window(anaHidden))).toMatchObject({ total: live.size - adults })
    await expect(service.schedule(anaHidden, adult.id, AT, AT + 60)).rejects.toEqual(
      new GuideError(403, t('parental.contentBlocked')),
    )
    expect((await service.schedule(ana, adult.id, AT, AT + 60)).id).toBe(adult.id)
  })

  it('says the store’s status, and refuses every answer without an active cloud', async () => {
    const { service, leases } = serviceWith(fakeGuideStore(guide))
    expect(await service.status(ana)).toMatchObject({ state: 'ready', source: 'xmltv' })
    const bia = { userId: 'bia', hideAdult: false }
    const noCloud = new GuideError(404, t('clouds.noActive'))
    await expect(service.status(bia)).rejects.toEqual(noCloud)
    await expect(service.now(bia, ['1'])).rejects.toEqual(noCloud)
    const range = { offset: 0, limit: 5, from: AT, to: AT + 60 }
    await expect(service.windowJson(bia, range)).rejects.toEqual(noCloud)
    await expect(service.schedule(bia, '1', AT, AT + 60)).rejects.toEqual(noCloud)
    expect(leases.released).toBe(leases.acquired)
  })

  it('hands search the stored guide only', async () => {
    const stored = serviceWith(fakeGuideStore(guide)).service
    expect((await stored.searchGuide('ana'))?.has(guided[0]?.epg_channel_id as string)).toBe(true)
    expect(await stored.searchGuide('bia')).toBeNull()
    const shortEpg = serviceWith(fakeGuideStore(guide, 'short-epg')).service
    expect(await shortEpg.searchGuide('ana')).toBeNull()
  })
})
