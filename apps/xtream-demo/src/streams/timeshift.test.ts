import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { demoCatalogue } from '../catalogue/catalogue'
import { panelTime } from '../panel/panel-time'
import type { RunningProvider } from '../testing/serve'
import { login, startProvider } from '../testing/serve'
import { readPackets } from '../testing/ts-reader'
import { MediaStore } from './media'
import type { TimeshiftRecord } from './timeshift-log'

type Row = Record<string, unknown>
const { facts } = demoCatalogue()
const media = new MediaStore()
const NOW = Date.UTC(2026, 10, 22, 15, 0, 20) // 12:00:20 in São Paulo
let now = NOW
let provider: RunningProvider
let mounted: RunningProvider

beforeAll(async () => {
  // A fast pace: these tests read whole archives, the pace itself is tested in paced-stream.
  const options = { now: () => now, control: true, timeshiftPace: { burstSeconds: 30, speed: 1e4 } }
  provider = await startProvider(options)
  mounted = await startProvider(options, '/demo-xtream')
})
afterAll(async () => {
  await provider.close()
  await mounted.close()
})
beforeEach(async () => {
  now = NOW
  await fetch(`${provider.base}/_control/reset`, { method: 'POST' })
})

const MINUTE = 60
const nowSeconds = () => Math.floor(now / 1000)
/** `YYYY-MM-DD:HH-MM` on the panel's clock, for an instant on the minute. */
const panelStart = (unix: number) =>
  panelTime(unix)
    .slice(0, 16)
    .replace(' ', ':')
    .replace(/:(\d\d):/, ':$1-')
    .replace(/:(\d\d)$/, '-$1')
const onMinute = (unix: number) => Math.floor(unix / MINUTE) * MINUTE
const rest = (user: string, minutes: number, start: number, file: string, pass = user) =>
  `/timeshift/${user}/${pass}/${minutes}/${panelStart(start)}/${file}`
const php = (user: string, stream: number, start: number, minutes: number) =>
  `/streaming/timeshift.php?${new URLSearchParams({
    username: user,
    password: user,
    stream: String(stream),
    start: panelStart(start),
    duration: String(minutes),
  })}`
const get = (path: string, init?: RequestInit) => fetch(`${provider.base}${path}`, init)
/** The status, the body read: an unread answer keeps its connection busy and the server open. */
const statusOf = async (url: string | URL) => {
  const res = await fetch(url)
  await res.arrayBuffer()
  return res.status
}
const lines = (text: string) => text.trim().split('\n')
const uris = (text: string) => lines(text).filter((l) => !l.startsWith('#'))
const YESTERDAY_8PM = Date.UTC(2026, 10, 21, 23, 0) / 1000 // 20:00 in São Paulo

describe('archive channels in the catalogue', () => {
  it('declare 7 days, 3 days as 72 hours, or none, in both families', async () => {
    for (const [user, seven, hours, none] of [
      ['xc', '7', '72', 0],
      ['demo', 7, 72, 0],
    ] as const) {
      const res = await provider.api(login(user, { action: 'get_live_streams' }))
      const rows = (await res.json()) as Row[]
      const row = (id: number) => rows.find((r) => r.stream_id === id)!
      expect(row(facts.archiveChannelId)).toMatchObject({
        tv_archive: 1,
        tv_archive_duration: seven,
      })
      expect(row(facts.archiveHoursChannelId)).toMatchObject({
        tv_archive: 1,
        tv_archive_duration: hours,
      })
      expect(row(facts.epgChannelId)).toMatchObject({ tv_archive: 0, tv_archive_duration: none })
      for (const id of [facts.archiveChannelId, facts.archiveHoursChannelId]) {
        expect(row(id).epg_channel_id).toMatch(/^canal\d+\.br$/)
      }
    }
  })

  it('agree with get_simple_data_table has_archive', async () => {
    const table = async (id: number) => {
      const params = login('demo', { action: 'get_simple_data_table', stream_id: String(id) })
      return ((await (await provider.api(params)).json()) as { epg_listings: Row[] }).epg_listings
    }
    for (const id of [facts.archiveChannelId, facts.archiveHoursChannelId]) {
      const rows = await table(id)
      const past = rows.filter((r) => Number(r.start_timestamp) < nowSeconds())
      expect(past.length).toBeGreaterThan(0)
      expect(past.every((r) => r.has_archive === 1)).toBe(true)
    }
    expect((await table(facts.epgChannelId)).every((r) => r.has_archive === 0)).toBe(true)
  })
})

describe('REST form (XC2)', () => {
  it('lists a past programme as a VOD playlist dated at the start, with its segments beside it', async () => {
    const path = rest('xc', 60, YESTERDAY_8PM, `${facts.archiveChannelId}.m3u8`)
    const res = await get(path)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/vnd.apple.mpegurl')
    expect(res.headers.get('x-demo-timeshift-start')).toBe(String(YESTERDAY_8PM))
    const text = await res.text()
    expect(lines(text)).toContain('#EXT-X-PLAYLIST-TYPE:VOD')
    expect(lines(text)).toContain('#EXT-X-PROGRAM-DATE-TIME:2026-11-21T23:00:00.000Z')
    expect(lines(text).at(-1)).toBe('#EXT-X-ENDLIST')
    expect(uris(text)).toHaveLength(1800)

    const base = new URL(`${provider.base}${path}`)
    const [first, second] = uris(text)
    for (const [uri, file] of [
      [first!, 0],
      [second!, 1],
    ] as const) {
      const segment = await fetch(new URL(uri, base))
      expect(segment.status).toBe(200)
      expect(segment.headers.get('content-type')).toBe('video/mp2t')
      expect(Buffer.from(await segment.arrayBuffer()).equals(media.segment(file))).toBe(true)
    }
    const outside = new URL(`${facts.archiveChannelId}/${YESTERDAY_8PM / 2 - 1}.ts`, base)
    expect(await statusOf(outside)).toBe(404)
  })

  it('lists the programme on now as a growing EVENT playlist, up to now', async () => {
    const start = onMinute(nowSeconds()) - 10 * MINUTE
    const path = rest('xc', 60, start, `${facts.archiveChannelId}.m3u8`)
    const text = await (await get(path)).text()
    expect(lines(text)).toContain('#EXT-X-PLAYLIST-TYPE:EVENT')
    expect(text).not.toContain('#EXT-X-ENDLIST')
    expect(uris(text)).toHaveLength((nowSeconds() - start) / 2)
    const notYet = new URL(
      `${facts.archiveChannelId}/${nowSeconds() / 2}.ts`,
      `${provider.base}${path}`,
    )
    expect(await statusOf(notYet)).toBe(404)
    now += 10_000
    expect(uris(await (await get(path)).text())).toHaveLength((nowSeconds() - start) / 2)
    expect(await statusOf(notYet)).toBe(200)
  })

  it('streams one MPEG-TS for the minutes asked, its timestamps rising across the loops', async () => {
    const res = await get(rest('xc', 1, YESTERDAY_8PM, `${facts.archiveChannelId}.ts`))
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('video/mp2t')
    expect(res.headers.get('x-demo-timeshift-start')).toBe(String(YESTERDAY_8PM))
    expect(res.headers.get('accept-ranges')).toBeNull()
    const bytes = Buffer.from(await res.arrayBuffer())
    // 60 s: three passes of the 20 s recording.
    expect(bytes.length).toBe(3 * media.liveTs().length)
    const decode = (data: Buffer) =>
      readPackets(data).flatMap((p) => (p.pid === 256 && p.pts ? [p.dts ?? p.pts] : []))
    const video = decode(bytes)
    expect(video).toHaveLength(3 * decode(media.liveTs()).length)
    for (let i = 1; i < video.length; i++) expect(video[i]).toBeGreaterThan(video[i - 1]!)
    expect(video.at(-1)! - video[0]!).toBe(60 * 90_000 - 3000)
  })

  it('ends a stream that reaches past now at now', async () => {
    const start = onMinute(nowSeconds()) - MINUTE
    const res = await get(rest('xc', 30, start, `${facts.archiveHoursChannelId}.ts`))
    const bytes = Buffer.from(await res.arrayBuffer())
    // 80 s recorded so far: four passes.
    expect(bytes.length).toBe(4 * media.liveTs().length)
  })

  it('answers HEAD without a body', async () => {
    const res = await get(rest('xc', 60, YESTERDAY_8PM, `${facts.archiveChannelId}.ts`), {
      method: 'HEAD',
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('video/mp2t')
    expect((await res.arrayBuffer()).byteLength).toBe(0)
  })

  it('works under a mount prefix, segments included', async () => {
    const url = `${mounted.base}${rest('xc', 2, YESTERDAY_8PM, `${facts.archiveChannelId}.m3u8`)}`
    const text = await (await fetch(url)).text()
    expect(await statusOf(new URL(uris(text)[0]!, url))).toBe(200)
  })
})

describe('the legacy form and the families', () => {
  it('answers MPEG-TS to both families; XUI refuses the REST form with its nginx 404', async () => {
    for (const user of ['xc', 'demo']) {
      const res = await get(php(user, facts.archiveChannelId, YESTERDAY_8PM, 1))
      expect(res.status, user).toBe(200)
      expect(res.headers.get('content-type')).toBe('video/mp2t')
      expect(res.headers.get('x-demo-timeshift-start')).toBe(String(YESTERDAY_8PM))
      expect(Buffer.from(await res.arrayBuffer()).length).toBe(3 * media.liveTs().length)
    }
    for (const file of [`${facts.archiveChannelId}.m3u8`, `${facts.archiveChannelId}.ts`]) {
      const res = await get(rest('demo', 60, YESTERDAY_8PM, file))
      expect(res.status, file).toBe(404)
      expect(await res.text()).toContain('<center>nginx</center>')
    }
    const segment = `/timeshift/demo/demo/60/${panelStart(YESTERDAY_8PM)}/${facts.archiveChannelId}/${YESTERDAY_8PM / 2}.ts`
    expect(await statusOf(`${provider.base}${segment}`)).toBe(404)
  })

  it('keeps faultstreams on 503', async () => {
    const res = await get(php('faultstreams', facts.archiveChannelId, YESTERDAY_8PM, 60))
    expect(res.status).toBe(503)
  })
})

describe('refusals', () => {
  it('answers the nginx 404 to what the archive does not hold or the line may not see', async () => {
    const id = facts.archiveChannelId
    const day = 86_400
    const start = panelStart(YESTERDAY_8PM)
    for (const path of [
      `/timeshift/xc/xc/60/2026-11-21:20:00/${id}.ts`,
      `/timeshift/xc/xc/60/2026-11-21:24-00/${id}.ts`,
      `/timeshift/xc/xc/0/${start}/${id}.ts`,
      `/timeshift/xc/xc/1441/${start}/${id}.ts`,
      rest('xc', 60, onMinute(nowSeconds()) - 7 * day - MINUTE, `${id}.m3u8`),
      rest(
        'xc',
        60,
        onMinute(nowSeconds()) - 3 * day - MINUTE,
        `${facts.archiveHoursChannelId}.ts`,
      ),
      rest('xc', 60, onMinute(nowSeconds()) + MINUTE, `${id}.m3u8`),
      rest('xc', 60, YESTERDAY_8PM, `${facts.epgChannelId}.ts`),
      rest('xc', 60, YESTERDAY_8PM, `${facts.noEpgChannelId}.ts`),
      rest('xc', 60, YESTERDAY_8PM, '99999.ts'),
      rest('xc', 60, YESTERDAY_8PM, `${id}.ts`, 'wrong'),
      rest('nobody', 60, YESTERDAY_8PM, `${id}.ts`),
      rest('expired', 60, YESTERDAY_8PM, `${id}.ts`),
      php('demo', facts.epgChannelId, YESTERDAY_8PM, 60),
      `/streaming/timeshift.php?username=demo&password=demo&stream=${id}&start=${start}`,
    ]) {
      expect(await statusOf(`${provider.base}${path}`), path).toBe(404)
    }
  })

  it('serves the edges of each archive', async () => {
    const minute = onMinute(nowSeconds())
    for (const path of [
      rest('xc', 60, minute - 7 * 86_400 + MINUTE, `${facts.archiveChannelId}.m3u8`),
      rest('xc', 60, minute - 71 * 3600, `${facts.archiveHoursChannelId}.m3u8`),
      rest('xc', 1, minute, `${facts.archiveChannelId}.m3u8`),
    ]) {
      expect(await statusOf(`${provider.base}${path}`), path).toBe(200)
    }
  })
})

describe('the control record', () => {
  it('lists the answered requests as the panel read them, and reset clears it', async () => {
    const restart = onMinute(nowSeconds()) - 10 * MINUTE
    await (await get(rest('xc', 60, YESTERDAY_8PM, `${facts.archiveChannelId}.m3u8`))).text()
    await (await get(php('demo', facts.archiveHoursChannelId, restart, 90))).arrayBuffer()
    await (await get(rest('demo', 60, YESTERDAY_8PM, `${facts.archiveChannelId}.ts`))).text()
    const records = (await (await get('/_control/timeshift')).json()) as TimeshiftRecord[]
    expect(records).toEqual([
      {
        user: 'xc',
        form: 'rest',
        ext: 'm3u8',
        stream: facts.archiveChannelId,
        start: YESTERDAY_8PM,
        minutes: 60,
        at: nowSeconds(),
      },
      {
        user: 'demo',
        form: 'php',
        ext: 'ts',
        stream: facts.archiveHoursChannelId,
        start: restart,
        minutes: 90,
        at: nowSeconds(),
      },
    ])
    await fetch(`${provider.base}/_control/reset`, { method: 'POST' })
    expect(await (await get('/_control/timeshift')).json()).toEqual([])
  })
})
