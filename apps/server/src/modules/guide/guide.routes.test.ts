import {
  channelNowNextSchema,
  guideScheduleSchema,
  guideStatusSchema,
  guideWindowSchema,
  MEDIA_PATHS,
  t,
  type CatalogItem,
  type GuideStatus,
  type ItemPage,
  type Programme,
} from '@myflix/shared'
import { DEFAULT_SEED, demoCatalogue } from '@myflix/xtream-demo'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import type { Browser } from '../../../test/support/accounts'
import { saveCloud } from '../../../test/support/catalog-status'
import { cloudsServerFor, json, signedInBrowser } from '../../../test/support/clouds-server'
import { testDatabaseKinds } from '../../../test/support/databases'

// The guide routes over HTTP against the demo panel mounted on the server. Ana's account has a
// whole guide (xmltv.php), waited for before the tests; Cid's (`epgempty`) has an empty one, so his
// programmes come through the short-EPG fallback. Both must agree with the panel's short EPG.

const demo = demoCatalogue(DEFAULT_SEED, 'small')
const adultChannel = [...demo.channels(demo.facts.adultLiveCategoryId)][0]!
const adultCategory = String(demo.facts.adultLiveCategoryId)
const PIN = '2580'

type Demo = { epg_listings: Array<Record<string, string>> }

describe.each(testDatabaseKinds())('/api/guide on $name', (kind) => {
  const env = cloudsServerFor(kind)
  let ana: Browser
  let bia: Browser
  let cid: Browser
  let channels: CatalogItem[]
  const hour = () => Math.floor(Date.now() / 1000 / 3600) * 3600
  const get = async (browser: Browser, path: string) => {
    const response = await browser.request(path)
    return { status: response.status, body: await json(response) }
  }

  /** The demo panel's own short EPG of a channel, decoded. */
  async function panelProgrammes(id: string): Promise<Programme[]> {
    const url = `${env.demoUrl}/player_api.php?username=demo&password=demo&action=get_short_epg&stream_id=${id}&limit=24`
    const body = (await (await fetch(url)).json()) as Demo
    return body.epg_listings.map((row) => ({
      start: Number(row.start_timestamp),
      end: Number(row.stop_timestamp),
      title: Buffer.from(row.title ?? '', 'base64').toString('utf8'),
    }))
  }

  beforeAll(async () => {
    const email = (name: string) => `${name}.guide.${kind.name.toLowerCase()}@example.com`
    ;({ browser: ana } = await signedInBrowser(env.server, email('ana')))
    ;({ browser: bia } = await signedInBrowser(env.server, email('bia')))
    ;({ browser: cid } = await signedInBrowser(env.server, email('cid')))
    const { saved } = await saveCloud(ana, env.demoUrl, (s) => s.state === 'ready', 30_000)
    expect(saved.status).toBe(200)
    const empty = await cid.post('/api/clouds', {
      nuvemNome: 'Vazia',
      xtreamURL: env.demoUrl,
      xtreamUser: 'epgempty',
      xtreamPass: 'epgempty',
    })
    expect(empty.status).toBe(200)
    await guideSettled(ana)
    const page = await get(ana, '/api/catalog/live/items?limit=12')
    channels = (page.body.data as ItemPage).items
  })

  it('answers now/next of the first channels as the panel’s short EPG has them', async () => {
    const ids = channels.map((item) => item.id)
    const before = Math.floor(Date.now() / 1000)
    const answer = await get(ana, `/api/guide/now?ids=${ids.join(',')},nao-existe`)
    const after = Math.floor(Date.now() / 1000)
    expect(answer.status).toBe(200)
    const rows = channelNowNextSchema.array().parse(answer.body.data)
    expect(rows.map((row) => row.id)).toEqual(ids)
    let withProgramme = 0
    for (const [at, item] of channels.entries()) {
      const row = rows[at]!
      if (!item.epg_channel_id) {
        expect(row, item.name).toEqual({ id: item.id, now: null, next: null })
        continue
      }
      withProgramme += 1
      const panel = await panelProgrammes(item.id)
      expect(panel, item.name).toContainEqual(row.now)
      expect(row.now!.start <= after && before < row.now!.end, item.name).toBe(true)
      const on = panel.findIndex((p) => p.start === row.now!.start)
      expect(row.next, item.name).toEqual(panel[on + 1] ?? null)
    }
    expect(withProgramme).toBeGreaterThan(2)
  })

  it('pages the channels × a time range, channels as the catalogue serves them', async () => {
    const from = hour()
    const to = from + 6 * 3600
    const answer = await ana.request(`/api/guide/window?offset=2&limit=5&from=${from}&to=${to}`)
    const text = await answer.text()
    expect(answer.status).toBe(200)
    const window = guideWindowSchema.parse((JSON.parse(text) as { data: unknown }).data)
    const total = ((await get(ana, '/api/catalog/live/items?limit=1')).body.data as ItemPage).total
    expect(window).toMatchObject({ total, offset: 2, limit: 5, from, to })
    expect(window.rows.map((row) => row.channel.id)).toEqual(
      channels.slice(2, 7).map((item) => item.id),
    )
    const guided = window.rows.filter((row) => row.channel.epg_channel_id)
    expect(guided.length).toBeGreaterThan(0)
    for (const row of guided) expect(row.programmes.length).toBeGreaterThan(0)
    for (const row of window.rows) {
      for (const p of row.programmes) expect(p.end > from && p.start < to).toBe(true)
      const image = row.channel.image
      expect(image === null || image.startsWith(MEDIA_PATHS.image)).toBe(true)
    }
    expect(text).not.toContain(env.demoUrl)
    expect(text).not.toContain('password')
  })

  it('gives one channel’s schedule with descriptions', async () => {
    const channel = channels.find((item) => item.epg_channel_id)!
    const from = Math.floor(Date.now() / 1000)
    const answer = await get(
      ana,
      `/api/guide/channels/${channel.id}/schedule?from=${from}&to=${from + 7200}`,
    )
    expect(answer.status).toBe(200)
    const schedule = guideScheduleSchema.parse(answer.body.data)
    expect(schedule.id).toBe(channel.id)
    expect(schedule.programmes.length).toBeGreaterThan(2)
    expect(schedule.programmes[0]!.description).toContain(channel.name)
    const unknown = await get(
      ana,
      `/api/guide/channels/999999/schedule?from=${from}&to=${from + 60}`,
    )
    expect(unknown).toMatchObject({ status: 404, body: { error: t('catalog.itemNotFound') } })
  })

  /** The guide's status once its first ingest is over. */
  async function guideSettled(browser: Browser): Promise<GuideStatus> {
    let status: GuideStatus | undefined
    await vi.waitFor(
      async () => {
        const answer = await get(browser, '/api/guide/status')
        expect(answer.status).toBe(200)
        status = guideStatusSchema.parse(answer.body.data)
        expect(['ready', 'failed']).toContain(status.state)
      },
      { timeout: 30_000, interval: 100 },
    )
    return status!
  }

  it('says the guide’s status: the whole guide, or the short EPG when the panel’s is empty', async () => {
    expect(await guideSettled(ana)).toMatchObject({ state: 'ready', source: 'xmltv', error: null })
    expect((await guideSettled(ana)).programmes).toBeGreaterThan(0)
    expect(await guideSettled(cid)).toMatchObject({ source: 'short-epg', programmes: 0 })
  })

  it('answers now/next from the short EPG when the panel’s guide is empty', async () => {
    await guideSettled(cid)
    const page = await get(cid, '/api/catalog/live/items?limit=12')
    const guided = (page.body.data as ItemPage).items.filter((item) => item.epg_channel_id)
    expect(guided.length).toBeGreaterThan(2)
    const answer = await get(cid, `/api/guide/now?ids=${guided.map((item) => item.id).join(',')}`)
    const rows = channelNowNextSchema.array().parse(answer.body.data)
    for (const [at, item] of guided.entries()) {
      const panel = await panelProgrammes(item.id)
      expect(panel, item.name).toContainEqual(rows[at]!.now)
    }
  })

  it('refuses bad queries', async () => {
    const from = hour()
    const tooMany = Array.from({ length: 101 }, (_, n) => n + 1).join(',')
    for (const path of [
      '/api/guide/now',
      '/api/guide/now?ids=',
      `/api/guide/now?ids=${tooMany}`,
      `/api/guide/window?from=${from}&to=${from}`,
      `/api/guide/window?from=${from}&to=${from + 25 * 3600}`,
      `/api/guide/window?from=${from}&to=${from + 60}&limit=101`,
      `/api/guide/window?from=abc&to=${from}`,
      `/api/guide/channels/1/schedule?from=${from}`,
      `/api/guide/channels/1/schedule?from=${from}&to=${from + 49 * 3600}`,
    ]) {
      const answer = await get(ana, path)
      expect(answer, path).toMatchObject({
        status: 400,
        body: { error: t('catalog.invalidRequest') },
      })
    }
  })

  it('answers 404 without an active cloud', async () => {
    const from = hour()
    for (const path of [
      '/api/guide/status',
      '/api/guide/now?ids=1',
      `/api/guide/window?from=${from}&to=${from + 60}`,
      `/api/guide/channels/1/schedule?from=${from}&to=${from + 60}`,
    ]) {
      const answer = await get(bia, path)
      expect(answer, path).toMatchObject({ status: 404, body: { error: t('clouds.noActive') } })
    }
  })

  it('hides adult channels while parental control holds, and blocks their schedule', async () => {
    const id = String(adultChannel.id)
    const from = hour()
    const schedule = `/api/guide/channels/${id}/schedule?from=${from}&to=${from + 3600}`
    const visible = await get(ana, `/api/guide/now?ids=${id},${channels[0]!.id}`)
    expect((visible.body.data as Array<{ id: string }>).map((row) => row.id)).toEqual([
      id,
      channels[0]!.id,
    ])
    expect((await get(ana, schedule)).status).toBe(200)

    expect((await ana.post('/api/parental/enable', { pin: PIN, confirm: PIN })).status).toBe(200)
    const hidden = await get(ana, `/api/guide/now?ids=${id},${channels[0]!.id}`)
    expect((hidden.body.data as Array<{ id: string }>).map((row) => row.id)).toEqual([
      channels[0]!.id,
    ])
    const blocked = await get(ana, schedule)
    expect(blocked).toMatchObject({ status: 403, body: { error: t('parental.contentBlocked') } })
    const category = await get(
      ana,
      `/api/guide/window?category=${adultCategory}&from=${from}&to=${from + 60}`,
    )
    expect(category.status).toBe(404)
    const all = await get(ana, `/api/guide/window?limit=100&from=${from}&to=${from + 60}`)
    const rows = (all.body.data as { rows: Array<{ channel: CatalogItem }> }).rows
    expect(rows.length).toBeGreaterThan(0)
    expect(rows.some((row) => row.channel.id === id || row.channel.is_adult)).toBe(false)

    expect((await ana.post('/api/parental/unlock', { pin: PIN })).status).toBe(200)
    expect((await get(ana, schedule)).status).toBe(200)
    expect((await ana.post('/api/parental/disable', { pin: PIN })).status).toBe(200)
  })
})
