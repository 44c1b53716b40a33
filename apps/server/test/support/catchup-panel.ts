import { sendJson, startFixture, type FixtureServer } from './fixture-server'
import { tsPackets } from './media-fixture-provider'

// A small panel with archive channels, for the catch-up tests until the demo provider serves
// timeshift. Which catch-up forms it answers depends on the account (the user name), so each test
// user gets a cloud of its own kind, and so a probe memory of its own.

export const CATCHUP_PASSWORD = 'Pw/S3cret#tz'
export const PANEL_TIMEZONE = 'America/Sao_Paulo'

export type CatchupKey = 'rest-m3u8' | 'rest-ts' | 'php'

/** Account user names: what each answers, and the formats its account allows. */
export const ACCOUNTS: Record<string, { answers: CatchupKey[]; formats: string[] }> = {
  hls: { answers: ['rest-m3u8', 'rest-ts', 'php'], formats: ['m3u8', 'ts'] },
  legacy: { answers: ['php'], formats: ['ts'] },
  silent: { answers: [], formats: ['m3u8', 'ts'] },
}

export const CHANNELS = {
  /** Seven days of archive. */
  archive: '101',
  noArchive: '102',
  /** In an adult category, with archive. */
  adult: '103',
  /** tv_archive_duration 72: hours, so three days. */
  hours: '104',
} as const

const liveStreams = [
  { id: CHANNELS.archive, name: 'Jornal 24h', category: '1', archive: 1, duration: '7' },
  { id: CHANNELS.noArchive, name: 'Sem Arquivo', category: '1', archive: 0, duration: 0 },
  { id: CHANNELS.adult, name: 'Canal Noturno', category: '2', archive: 1, duration: 7 },
  { id: CHANNELS.hours, name: 'Esportes', category: '1', archive: 1, duration: 72 },
].map((c, index) => ({
  num: index + 1,
  name: c.name,
  stream_type: 'live',
  stream_id: Number(c.id),
  stream_icon: '',
  epg_channel_id: `c${c.id}.br`,
  category_id: c.category,
  tv_archive: c.archive,
  tv_archive_duration: c.duration,
}))

export interface TimeshiftAsk {
  key: CatchupKey
  user: string
  password: string
  minutes: string
  start: string
  id: string
}

export interface CatchupPanel {
  fixture: FixtureServer
  /** Every catch-up address asked for (probes and streams), decoded. */
  asks: TimeshiftAsk[]
  /** Segment paths fetched by a player through the proxy. */
  segments: string[]
  close(): Promise<void>
}

/** A `YYYY-MM-DD:HH-MM` start on the panel's clock (UTC−3) as unix seconds. */
function panelInstant(start: string): number {
  const [y = 0, mo = 1, d = 1, h = 0, mi = 0] = start.split(/[-:]/).map(Number)
  return Date.UTC(y, mo - 1, d, h + 3, mi) / 1000
}

const REST = /^\/timeshift\/([^/]+)\/([^/]+)\/(\d+)\/([^/]+)\/(\w+)\.(m3u8|ts)$/

function askOf(url: URL): TimeshiftAsk | null {
  if (url.pathname === '/streaming/timeshift.php') {
    const q = url.searchParams
    return {
      key: 'php',
      user: q.get('username') ?? '',
      password: q.get('password') ?? '',
      minutes: q.get('duration') ?? '',
      start: q.get('start') ?? '',
      id: q.get('stream') ?? '',
    }
  }
  const match = REST.exec(url.pathname)
  if (!match) return null
  const [, user = '', password = '', minutes = '', start = '', id = '', ext] = match
  const key = ext === 'm3u8' ? 'rest-m3u8' : 'rest-ts'
  const decode = decodeURIComponent
  return { key, user: decode(user), password: decode(password), minutes, start, id }
}

export async function startCatchupPanel(): Promise<CatchupPanel> {
  const asks: TimeshiftAsk[] = []
  const segments: string[] = []
  const fixture = await startFixture((_req, res, url) => {
    if (url.pathname === '/player_api.php') {
      const user = url.searchParams.get('username') ?? ''
      const account = ACCOUNTS[user]
      if (!account || url.searchParams.get('password') !== CATCHUP_PASSWORD)
        return sendJson(res, { user_info: { auth: 0 } })
      switch (url.searchParams.get('action')) {
        case null:
          return sendJson(res, {
            user_info: {
              username: user,
              auth: 1,
              status: 'Active',
              exp_date: null,
              allowed_output_formats: account.formats,
            },
            server_info: { timezone: PANEL_TIMEZONE, timestamp_now: Math.floor(Date.now() / 1000) },
          })
        case 'get_live_categories':
          return sendJson(res, [
            { category_id: '1', category_name: 'Notícias' },
            { category_id: '2', category_name: 'Adultos' },
          ])
        case 'get_live_streams':
          return sendJson(res, liveStreams)
        default:
          return sendJson(res, [])
      }
    }
    if (url.pathname.startsWith('/archive-segments/')) {
      segments.push(url.pathname)
      res.writeHead(200, { 'content-type': 'video/mp2t' })
      return void res.end(tsPackets(10))
    }
    const ask = askOf(url)
    if (!ask) return void res.writeHead(404).end()
    asks.push(ask)
    const account = ACCOUNTS[ask.user]
    if (!account?.answers.includes(ask.key) || ask.password !== CATCHUP_PASSWORD)
      return void res.writeHead(404).end()
    if (ask.key === 'rest-m3u8') {
      // An archive still being written (the programme on now) is an event: no end yet.
      const growing = panelInstant(ask.start) + Number(ask.minutes) * 60 > Date.now() / 1000
      res.writeHead(200, { 'content-type': 'application/vnd.apple.mpegurl' })
      return void res.end(
        [
          '#EXTM3U',
          '#EXT-X-VERSION:3',
          '#EXT-X-TARGETDURATION:10',
          `#EXT-X-PLAYLIST-TYPE:${growing ? 'EVENT' : 'VOD'}`,
          '#EXTINF:10.0,',
          `/archive-segments/${ask.id}/${ask.start}/0.ts`,
          '#EXTINF:10.0,',
          `/archive-segments/${ask.id}/${ask.start}/1.ts`,
          ...(growing ? [] : ['#EXT-X-ENDLIST']),
          '',
        ].join('\n'),
      )
    }
    res.writeHead(200, { 'content-type': 'video/mp2t' })
    res.end(tsPackets(20))
  })
  return { fixture, asks, segments, close: () => fixture.close() }
}
