import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { demoCatalogue } from '../catalogue/catalogue'
import type { RunningProvider } from '../testing/serve'
import { login, startProvider } from '../testing/serve'
import { parseXmltvDate, rawGet, readGuide } from '../testing/xmltv-reader'
import type { GuideStreamRecord } from './guide-meter'
import type { DateForm } from './guide-faults'
import { HUGE_GUIDE_BYTES, TRUNCATED_AFTER, badDateForm } from './guide-faults'
import { guideWindow, programmesBetween } from './programmes'

const NOW = Date.UTC(2026, 10, 26, 10, 40)
const PANEL_OFFSET = -3 * 3600
const FAULTS = ['epghuge', 'epgtruncated', 'epgbaddates', 'epgbomb', 'epgencoding', 'epgempty']
const catalogue = demoCatalogue()
const epgChannels = [...catalogue.channels()].filter((c) => c.epgChannelId)
let provider: RunningProvider

beforeAll(async () => {
  provider = await startProvider({ now: () => NOW, control: true })
})
afterAll(() => provider.close())

const guideUrl = (user: string) => `${provider.base}/xmltv.php?username=${user}&password=${user}`
const plain = (user: string, signal?: AbortSignal) =>
  fetch(guideUrl(user), { headers: { 'accept-encoding': 'identity' }, signal })

async function lastStream(user: string): Promise<GuideStreamRecord> {
  const res = await fetch(`${provider.base}/_control/guide-streams`)
  const streams = (await res.json()) as GuideStreamRecord[]
  return streams.filter((s) => s.username === user).at(-1)!
}

/** The first `limit` bytes of a body, then the reader lets go. */
async function* firstBytes(body: ReadableStream<Uint8Array>, limit: number) {
  let read = 0
  for await (const chunk of body) {
    yield chunk
    read += chunk.length
    if (read >= limit) return
  }
}

describe('guide fault accounts', () => {
  it('load their catalogue and short EPG normally, the fallback when the guide fails', async () => {
    for (const user of FAULTS) {
      const live = await provider.api(login(user, { action: 'get_live_streams' }))
      // XUI lists a channel once per category, so there are at least as many rows as channels.
      const rows = (await live.json()) as unknown[]
      expect(rows.length, user).toBeGreaterThanOrEqual(catalogue.counts.channels)
      const epg = await provider.api(
        login(user, { action: 'get_short_epg', stream_id: String(catalogue.facts.epgChannelId) }),
      )
      expect(((await epg.json()) as { epg_listings: unknown[] }).epg_listings, user).toHaveLength(4)
    }
  })

  it('epghuge: declares 1 GiB of valid programmes and stops generating when the client goes', async () => {
    const abort = new AbortController()
    const res = await plain('epghuge', abort.signal)
    expect(res.headers.get('content-length')).toBe(String(HUGE_GUIDE_BYTES))
    const read = await readGuide(firstBytes(res.body!, 4 * 1024 * 1024))
    abort.abort()
    // Weeks of programmes, far past the normal four days.
    expect(read.programmes.length).toBeGreaterThan(10_000)
    const last = parseXmltvDate(read.programmes.at(-1)!.start, PANEL_OFFSET)!
    expect(last).toBeGreaterThan(guideWindow(epgChannels[0]!, NOW / 1000).to + 7 * 86_400)
    await vi.waitFor(async () => expect((await lastStream('epghuge')).state).toBe('cancelled'))
    // Generation followed the reader (socket buffers aside), never the declared gigabyte.
    expect((await lastStream('epghuge')).bytes).toBeLessThan(64 * 1024 * 1024)
  })

  it('epghuge gzipped: streams with no length, and stops too', async () => {
    const res = await rawGet(guideUrl('epghuge'), { 'accept-encoding': 'gzip' })
    expect(res.headers['content-encoding']).toBe('gzip')
    expect(res.headers['content-length']).toBeUndefined()
    await new Promise((resolve) => res.once('data', resolve))
    res.destroy()
    await vi.waitFor(async () => expect((await lastStream('epghuge')).state).toBe('cancelled'))
    expect((await lastStream('epghuge')).bytes).toBeLessThan(HUGE_GUIDE_BYTES / 2)
  })

  it('epgtruncated: a valid start, then the body ends inside a programme', async () => {
    const body = await (await plain('epgtruncated')).text()
    const read = await readGuide([Buffer.from(body)])
    expect(read.programmes).toHaveLength(TRUNCATED_AFTER)
    expect(read.error?.message).toMatch(/unclosed|unexpected end/i)
    const tail = body.slice(body.lastIndexOf('</programme>') + '</programme>'.length)
    expect(tail).toMatch(/^\s*<programme start="\d{14} -0300"/)
    expect(tail).not.toContain('</programme>')
    // Gzipped, it is a whole gzip stream of the same cut document.
    const zipped = await rawGet(guideUrl('epgtruncated'), { 'accept-encoding': 'gzip' })
    expect(gunzipSync(Buffer.concat(await zipped.toArray())).toString('utf8')).toBe(body)
  })

  it('epgbaddates: every date form, the same instants, garbage only where announced', async () => {
    const read = await readGuide((await plain('epgbaddates')).body!)
    expect(read.error).toBeNull()
    const expected = epgChannels.flatMap((c) => {
      const { from, to } = guideWindow(c, NOW / 1000)
      return [...programmesBetween(c, from, to)].map((p) => ({
        p,
        form: badDateForm(c.id, p.start),
      }))
    })
    expect(read.programmes).toHaveLength(expected.length)
    const seen = new Set<DateForm>()
    for (const [i, { p, form }] of expected.entries()) {
      const got = read.programmes[i]!
      seen.add(form)
      expect(got.start, form).toMatch(SHAPES[form].start)
      expect(got.stop, form).toMatch(SHAPES[form].stop)
      const start = parseXmltvDate(got.start, PANEL_OFFSET)
      const stop = parseXmltvDate(got.stop, PANEL_OFFSET)
      expect(start, `${form} ${got.start}`).toBe(form === 'garbage-start' ? null : p.start)
      expect(stop, `${form} ${got.stop}`).toBe(form === 'garbage-stop' ? null : p.stop)
    }
    expect(seen.size).toBe(Object.keys(SHAPES).length)
  })

  it('epgbomb: a billion laughs and an external entity in titles, which saxes refuses', async () => {
    const body = await (await plain('epgbomb')).text()
    expect(body.length).toBeLessThan(2 * 1024 * 1024)
    expect(body).toContain(`<!ENTITY lol9 "${'&lol8;'.repeat(10)}">`)
    expect(body).toContain('<!ENTITY xxe SYSTEM "file:///etc/passwd">')
    expect(body).toContain('<title lang="pt">&lol9;</title>')
    expect(body).toContain('<title lang="pt">&xxe;</title>')
    const read = await readGuide([Buffer.from(body)])
    // saxes reads no DTD: the entities stay undefined, nothing is expanded or fetched. It reports
    // an error and, if let go on, keeps the references as literal text.
    expect(read.error?.message).toMatch(/undefined entity/)
    expect(read.programmes.slice(0, 2).map((p) => p.title)).toEqual(['&lol9;', '&xxe;'])
    expect(read.programmes.some((p) => /lollol|root:/.test(p.title))).toBe(false)
  })

  it('epgencoding: declares UTF-8 and sends ISO-8859-1 bytes', async () => {
    const res = await plain('epgencoding')
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8')
    const bytes = new Uint8Array(await res.arrayBuffer())
    expect(new TextDecoder().decode(bytes.subarray(0, 40))).toBe(
      '<?xml version="1.0" encoding="utf-8" ?><',
    )
    expect(() => new TextDecoder('utf-8', { fatal: true }).decode(bytes)).toThrow()
    expect(bytes).toContain(0xe3) // "ã" in Latin-1 (UTF-8 would send C3 A3)
    const asLatin1 = await readGuide([bytes], new TextDecoder('latin1'))
    const xc = await readGuide((await plain('xc')).body!)
    expect(asLatin1.error).toBeNull()
    expect(asLatin1.channels).toEqual(xc.channels)
    expect(asLatin1.programmes).toEqual(xc.programmes)
  })

  it('epgempty: a <tv> with nothing in it', async () => {
    const body = await (await plain('epgempty')).text()
    expect(body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<tv [^>]*>\n<\/tv>\n$/)
    const read = await readGuide([Buffer.from(body)])
    expect(read).toMatchObject({ error: null, channels: [], programmes: [] })
  })
})

const STANDARD = /^\d{14} -0300$/
const GARBAGE = /^(\d{4}-\d{2}-\d{2}|abc|)$/
const SHAPES: Record<DateForm, { start: RegExp; stop: RegExp }> = {
  standard: { start: STANDARD, stop: STANDARD },
  'plus-hhmm': { start: /^\d{14} \+0300$/, stop: /^\d{14} \+0300$/ },
  colon: { start: /^\d{14} -03:00$/, stop: /^\d{14} -03:00$/ },
  'plus-colon': { start: /^\d{14} \+03:00$/, stop: /^\d{14} \+03:00$/ },
  'no-offset': { start: /^\d{14}$/, stop: /^\d{14}$/ },
  'no-seconds': { start: /^\d{12}$/, stop: /^\d{12}$/ },
  'garbage-start': { start: GARBAGE, stop: STANDARD },
  'garbage-stop': { start: STANDARD, stop: GARBAGE },
}
