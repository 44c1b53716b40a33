import { text as streamText } from 'node:stream/consumers'
import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoCatalogue } from '../catalogue/catalogue'
import type { Channel } from '../catalogue/types'
import type { RunningProvider } from '../testing/serve'
import { login, startProvider } from '../testing/serve'
import type { ReadGuide } from '../testing/xmltv-reader'
import { parseXmltvDate, rawGet, readGuide } from '../testing/xmltv-reader'
import { guideWindow, programmesBetween } from './programmes'
import { acceptsGzip } from './xmltv.routes'

const NOW = Date.UTC(2026, 10, 26, 10, 40) // 07:40 in São Paulo
const PANEL_OFFSET = -3 * 3600
let provider: RunningProvider
const catalogue = demoCatalogue()
const epgChannels = [...catalogue.channels()].filter((c) => c.epgChannelId)

beforeAll(async () => {
  provider = await startProvider({ now: () => NOW, control: true })
})
afterAll(() => provider.close())

const guideUrl = (user: string, password = user) =>
  `${provider.base}/xmltv.php?${new URLSearchParams({ username: user, password })}`

async function guide(user: string): Promise<{ res: Response; read: ReadGuide }> {
  const res = await fetch(guideUrl(user), { headers: { 'accept-encoding': 'identity' } })
  return { res, read: await readGuide(res.body!) }
}

const decode = (b64: unknown) => Buffer.from(String(b64), 'base64').toString('utf8')

describe('xmltv.php', () => {
  it('XUI: every channel with an EPG id, then its programmes over the window, pretty-printed', async () => {
    const { res, read } = await guide('demo')
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8')
    expect(read.error).toBeNull()
    expect(read.channels.map((c) => c.id)).toEqual(epgChannels.map((c) => c.epgChannelId))
    for (const [i, c] of epgChannels.entries()) {
      expect(read.channels[i]!.name).toBe(c.name)
      expect(read.channels[i]!.icon).toBe(
        c.hasIcon ? `${provider.base}/images/small/channel/${c.id}.svg` : null,
      )
    }
    const expected = epgChannels.reduce((n, c) => n + windowOf(c).length, 0)
    expect(read.programmes).toHaveLength(expected)
    for (const p of read.programmes) {
      expect(p.start).toMatch(/^\d{14} -0300$/)
      expect(p.stop).toMatch(/^\d{14} -0300$/)
    }
    // Yesterday from 00:00, to the end of the day after tomorrow, in São Paulo.
    const plain = epgChannels.find((c) => c.tvArchiveDays <= 1)!
    const mine = read.programmes.filter((p) => p.channel === plain.epgChannelId)
    expect(mine[0]!.start <= '20261125000000 -0300').toBe(true)
    expect(mine.at(-1)!.stop >= '20261129000000 -0300').toBe(true)
  })

  it('reaches as far back as a channel archive goes', async () => {
    const { read } = await guide('demo')
    const archived = epgChannels.find((c) => c.tvArchiveDays > 2)!
    const first = read.programmes.find((p) => p.channel === archived.epgChannelId)!
    const from = guideWindow(archived, NOW / 1000).from
    expect(from).toBeLessThan(NOW / 1000 - 2 * 86_400)
    expect(parseXmltvDate(first.start, PANEL_OFFSET)).toBeLessThanOrEqual(from)
  })

  it('agrees with get_short_epg and get_simple_data_table', async () => {
    const { read } = await guide('demo')
    const sample = [...epgChannels.slice(0, 6), epgChannels.find((c) => c.tvArchiveDays > 0)!]
    for (const channel of sample) {
      const byStart = new Map(
        read.programmes
          .filter((p) => p.channel === channel.epgChannelId)
          .map((p) => [parseXmltvDate(p.start, PANEL_OFFSET), p]),
      )
      for (const action of ['get_short_epg', 'get_simple_data_table']) {
        const res = await provider.api(
          login('demo', { action, stream_id: String(channel.id), limit: '12' }),
        )
        const { epg_listings: listings } = (await res.json()) as {
          epg_listings: Record<string, unknown>[]
        }
        expect(listings.length).toBeGreaterThan(3)
        for (const l of listings) {
          const p = byStart.get(Number(l.start_timestamp))
          expect(p, `${channel.epgChannelId} ${String(l.start)}`).toBeDefined()
          expect(parseXmltvDate(p!.stop, PANEL_OFFSET)).toBe(Number(l.stop_timestamp))
          expect(p!.title).toBe(decode(l.title))
          expect(p!.desc).toBe(decode(l.description))
        }
      }
    }
  })

  it('XC2: one unbroken line after a DOCTYPE naming the DTD, the same programmes', async () => {
    const res = await fetch(guideUrl('xc'), { headers: { 'accept-encoding': 'identity' } })
    const body = await res.text()
    expect(body).not.toContain('\n')
    expect(
      body.startsWith(
        '<?xml version="1.0" encoding="utf-8" ?><!DOCTYPE tv SYSTEM "xmltv.dtd"><tv ',
      ),
    ).toBe(true)
    const read = await readGuide([new TextEncoder().encode(body)])
    expect(read.error).toBeNull()
    expect(read.doctype).toBe(' tv SYSTEM "xmltv.dtd"')
    const demo = (await guide('demo')).read
    expect(read.programmes).toEqual(demo.programmes)
  })

  it('escapes names and titles that hold & < > and keeps accents', async () => {
    const name = 'TV A&B <Teste> "Aspas" Ação'
    const added = await fetch(`${provider.base}/_control/channels`, {
      method: 'POST',
      body: JSON.stringify({ title: name, epgChannelId: 'teste&<1>.br' }),
    })
    expect(added.status).toBe(201)
    try {
      const res = await fetch(guideUrl('demo'), { headers: { 'accept-encoding': 'identity' } })
      const body = await res.text()
      expect(body).toContain('<channel id="teste&amp;&lt;1&gt;.br">')
      expect(body).toContain('TV A&amp;B &lt;Teste&gt; &quot;Aspas&quot; Ação')
      expect(body).toContain('<title lang="pt">Top 10 &lt;Clipes&gt;</title>')
      const read = await readGuide([new TextEncoder().encode(body)])
      expect(read.error).toBeNull()
      expect(read.channels[0]).toMatchObject({ id: 'teste&<1>.br', name })
      const titles = new Set(read.programmes.map((p) => p.title))
      expect(titles).toContain('Futebol & Cia')
      expect(titles).toContain('Top 10 <Clipes>')
      expect(read.programmes.some((p) => p.desc.endsWith(`canal ${name}.`))).toBe(true)
    } finally {
      await fetch(`${provider.base}/_control/reset`, { method: 'POST' })
    }
  })

  it('gzips when the request allows it, and only then', async () => {
    const plain = await (
      await fetch(guideUrl('demo'), { headers: { 'accept-encoding': 'identity' } })
    ).text()
    const zipped = await rawGet(guideUrl('demo'), { 'accept-encoding': 'gzip, deflate, br' })
    expect(zipped.headers['content-encoding']).toBe('gzip')
    expect(zipped.headers.vary).toBe('Accept-Encoding')
    const bytes = Buffer.concat(await zipped.toArray())
    expect(bytes.length).toBeLessThan(plain.length / 5)
    expect(gunzipSync(bytes).toString('utf8')).toBe(plain)
    for (const header of ['gzip;q=0, deflate', 'br']) {
      const res = await rawGet(guideUrl('demo'), { 'accept-encoding': header })
      expect(res.headers['content-encoding']).toBeUndefined()
      expect(await streamText(res)).toBe(plain)
    }
  })

  it('refuses credentials as each family does', async () => {
    const xc2 = await fetch(guideUrl('xc', 'nope'))
    expect(xc2.status).toBe(401)
    expect(await xc2.text()).toBe('')
    for (const user of ['expired', 'disabled', 'banned']) {
      expect((await fetch(guideUrl(user))).status).toBe(401)
    }
    for (const url of [guideUrl('demo', 'nope'), guideUrl('expiredxui'), guideUrl('nobody')]) {
      const res = await fetch(url)
      expect(res.status).toBe(404)
      expect(await res.text()).toContain('<center>nginx</center>')
    }
    expect((await fetch(`${provider.base}/xmltv.php`)).status).toBe(404)
    const limited = await fetch(guideUrl('fault429'))
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toBe('30')
  })
})

describe('acceptsGzip', () => {
  it.each([
    ['gzip, deflate, br', true],
    ['GZIP', true],
    ['x-gzip', true],
    ['*', true],
    ['deflate, gzip;q=0.5', true],
    ['gzip;q=0', false],
    ['gzip;q=0, *', false],
    ['identity', false],
    ['', false],
    [undefined, false],
  ])('%s → %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected)
  })
})

function windowOf(channel: Channel) {
  const { from, to } = guideWindow(channel, NOW / 1000)
  return [...programmesBetween(channel, from, to)]
}
