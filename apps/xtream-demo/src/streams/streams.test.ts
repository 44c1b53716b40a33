import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoCatalogue } from '../catalogue/catalogue'
import { ffmpegReport } from '../testing/ffmpeg-report'
import type { RunningProvider } from '../testing/serve'
import { startProvider } from '../testing/serve'
import { HLS_SEGMENT_COUNT, HLS_SEGMENT_SECONDS, MediaStore } from './media'

let provider: RunningProvider
const CREATED = Date.UTC(2026, 10, 22, 12, 0, 0)
let now = CREATED
const catalogue = demoCatalogue()
const { facts } = catalogue
/** A Matroska episode of a series other than the showcase (ids past the first 128). */
const randomMkvEpisode = [...catalogue.seriesList()]
  .slice(1)
  .flatMap((series) => catalogue.findSeries(series.id)!.episodes.flat())
  .find((episode) => episode.container === 'mkv' && episode.media === 'standard')!

beforeAll(async () => {
  provider = await startProvider({ now: () => now, tokenTtlSeconds: 60 })
})
afterAll(() => provider.close())

const get = (path: string, init?: RequestInit) =>
  fetch(`${provider.base}${path}`, { redirect: 'manual', ...init })

async function tokenised(path: string): Promise<string> {
  const res = await get(path)
  expect(res.status).toBe(302)
  const location = res.headers.get('location')!
  expect(location).toMatch(new RegExp(`^${provider.base}/stream/[\\w-]+\\.[\\w-]+/\\d+\\.\\w+$`))
  return location
}

describe('VOD', () => {
  it('redirects to a tokenised URL that serves a real MP4 with Range support', async () => {
    const url = await tokenised(`/movie/demo/demo/${facts.playableMovieId}.mp4`)
    const full = await fetch(url)
    expect(full.status).toBe(200)
    expect(full.headers.get('content-type')).toBe('video/mp4')
    expect(full.headers.get('accept-ranges')).toBe('bytes')
    const bytes = Buffer.from(await full.arrayBuffer())
    expect(bytes.subarray(4, 8).toString('latin1')).toBe('ftyp')
    expect(Number(full.headers.get('content-length'))).toBe(bytes.length)

    const part = await fetch(url, { headers: { range: 'bytes=100-199' } })
    expect(part.status).toBe(206)
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${bytes.length}`)
    expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(100, 200))).toBe(true)

    const tail = await fetch(url, { headers: { range: 'bytes=-10' } })
    expect(Buffer.from(await tail.arrayBuffer()).equals(bytes.subarray(-10))).toBe(true)

    for (const range of ['bytes=0-1,5-9', `bytes=${bytes.length}-`]) {
      const refused = await fetch(url, { headers: { range } })
      expect(refused.status).toBe(416)
      expect(refused.headers.get('content-range')).toBe(`bytes */${bytes.length}`)
    }

    const head = await fetch(url, { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(head.headers.get('content-length')).toBe(String(bytes.length))
    expect((await head.arrayBuffer()).byteLength).toBe(0)
  })

  it('HEAD on the provider URL follows the redirect too (episode availability checks)', async () => {
    const res = await fetch(`${provider.base}/series/demo/demo/${facts.playableEpisodeId}.mp4`, {
      method: 'HEAD',
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('video/mp4')
  })

  it('streams movies the long file and episodes the short one, in each variant', async () => {
    const media = new MediaStore()
    const bytesOf = async (path: string) =>
      Buffer.from(await (await fetch(await tokenised(path))).arrayBuffer())
    for (const [path, file] of [
      [`/movie/demo/demo/${facts.playableMovieId}.mp4`, 'movie.mp4'],
      [`/movie/demo/demo/${facts.mkvOnlyMovieId}.mkv`, 'movie.mkv'],
      [`/movie/xc/xc/${facts.hevcMovieId}.mp4`, 'movie-hevc.mp4'],
      [`/series/demo/demo/${facts.playableEpisodeId}.mp4`, 'episode.mp4'],
      [`/series/demo/demo/${facts.mkvEpisodeId}.mkv`, 'episode.mkv'],
      [`/series/demo/demo/${randomMkvEpisode.id}.mkv`, 'episode.mkv'],
      [`/series/demo/demo/${randomMkvEpisode.id}.mp4`, 'episode.mp4'],
    ] as const) {
      expect((await bytesOf(path)).equals(media.read(file)), path).toBe(true)
    }
    expect(media.read('movie.mp4').length).toBeGreaterThan(media.read('episode.mp4').length)
  })

  it.each([
    [facts.mkvOnlyMovieId, 'mkv', 'video/x-matroska'],
    [facts.aviOnlyMovieId, 'avi', 'video/x-msvideo'],
    [facts.webmMovieId, 'webm', 'video/webm'],
    [facts.upperMkvMovieId, 'MKV', 'video/x-matroska'],
    [facts.upperMkvMovieId, 'mp4', 'video/mp4'],
  ])('movie %i as .%s is served as %s', async (id, ext, type) => {
    const res = await fetch(await tokenised(`/movie/demo/demo/${id}.${ext}`))
    expect(res.headers.get('content-type')).toBe(type)
    await res.body?.cancel()
  })

  it('streams the tracks movie as .mkv only, the whole file and any range of it', async () => {
    const file = new MediaStore().read('movie-tracks.mkv')
    for (const user of ['demo', 'xc']) {
      const url = await tokenised(`/movie/${user}/${user}/${facts.tracksMovieId}.mkv`)
      const full = await fetch(url)
      expect(full.headers.get('content-type')).toBe('video/x-matroska')
      expect(Buffer.from(await full.arrayBuffer()).equals(file), user).toBe(true)
      // Where a seek to half way reads: past the index, in the clusters.
      const [from, to] = [file.length >> 1, (file.length >> 1) + 65_535]
      const part = await fetch(url, { headers: { range: `bytes=${from}-${to}` } })
      expect(part.status).toBe(206)
      expect(part.headers.get('content-range')).toBe(`bytes ${from}-${to}/${file.length}`)
      expect(Buffer.from(await part.arrayBuffer()).equals(file.subarray(from, to + 1))).toBe(true)
    }
    for (const ext of ['mp4', 'avi'])
      expect((await get(`/movie/demo/demo/${facts.tracksMovieId}.${ext}`)).status, ext).toBe(404)
  })

  it('serves the HEVC title as an mp4 whose track is hvc1', async () => {
    const res = await fetch(await tokenised(`/movie/xc/xc/${facts.hevcMovieId}.mp4`))
    expect(Buffer.from(await res.arrayBuffer()).includes('hvc1')).toBe(true)
  })

  it('404s missing titles, variants that do not exist, unknown ids and bad lines', async () => {
    for (const path of [
      `/movie/demo/demo/${facts.missingMovieId}.mp4`,
      `/movie/demo/demo/${facts.mkvOnlyMovieId}.mp4`,
      `/movie/demo/demo/${facts.hevcMovieId}.mkv`,
      `/movie/demo/demo/${facts.unknownMovieId}.mp4`,
      `/series/demo/demo/${facts.missingEpisodeId}.mp4`,
      `/movie/demo/wrong/${facts.playableMovieId}.mp4`,
      `/movie/expired/expired/${facts.playableMovieId}.mp4`,
    ]) {
      expect((await get(path)).status, path).toBe(404)
    }
  })

  it('refuses forged and expired tokens', async () => {
    const url = await tokenised(`/movie/demo/demo/${facts.playableMovieId}.mp4`)
    const forged = url.replace(/\.([\w-]+)\//, '.AAAA$1/')
    expect((await fetch(forged)).status).toBe(403)
    now += 61_000
    expect((await fetch(url)).status).toBe(403)
  })
})

function expectTransportStream(bytes: Buffer) {
  expect(bytes.length % 188).toBe(0)
  for (let i = 0; i < bytes.length; i += 188) expect(bytes[i]).toBe(0x47)
}

describe('live', () => {
  it('serves an MPEG-TS stream of at least 20 s, also on the legacy and extension-less URLs', async () => {
    for (const path of [
      `/live/demo/demo/${facts.epgChannelId}.ts`,
      `/live/demo/demo/${facts.epgChannelId}`,
      `/demo/demo/${facts.epgChannelId}`,
    ]) {
      const res = await get(path)
      expect(res.status, path).toBe(200)
      expect(res.headers.get('content-type')).toBe('video/mp2t')
      const bytes = Buffer.from(await res.arrayBuffer())
      expect(bytes.length).toBeGreaterThan(100_000)
      expectTransportStream(bytes)
    }
    expect((await get(`/live/demo/demo/99999999.ts`)).status).toBe(404)
  })

  it('serves the MP2 channel MP2 audio as .ts and in its playlist, and the others AAC', async () => {
    const media = new MediaStore()
    const audioOf = (bytes: Buffer) =>
      ffmpegReport(bytes).streams.find((s) => s.kind === 'Audio')?.codec
    for (const path of [
      `/live/demo/demo/${facts.mp2ChannelId}.ts`,
      `/live/xc/xc/${facts.mp2ChannelId}`,
      `/demo/demo/${facts.mp2ChannelId}`,
    ]) {
      const res = await get(path)
      expect(res.headers.get('content-type')).toBe('video/mp2t')
      const bytes = Buffer.from(await res.arrayBuffer())
      expect(bytes.equals(media.liveTs('hls-mp2')), path).toBe(true)
      expect(audioOf(bytes), path).toBe('mp2')
    }
    const other = Buffer.from(
      await (await get(`/live/demo/demo/${facts.epgChannelId}.ts`)).arrayBuffer(),
    )
    expect(audioOf(other)).toBe('aac')

    const playlist = await (await get(`/live/demo/demo/${facts.mp2ChannelId}.m3u8`)).text()
    const uris = playlist.split('\n').filter((l) => l && !l.startsWith('#'))
    expect(uris.length).toBeGreaterThan(0)
    for (const uri of uris) {
      const sequence = Number(/^(\d+)\/(\d+)\.ts$/.exec(uri)![2])
      const res = await fetch(new URL(uri, `${provider.base}/live/demo/demo/x.m3u8`))
      const segment = Buffer.from(await res.arrayBuffer())
      expect(segment.equals(media.segment(sequence % HLS_SEGMENT_COUNT, 'hls-mp2')), uri).toBe(true)
      expect(audioOf(segment), uri).toBe('mp2')
    }
    const aac = await fetch(
      `${provider.base}/live/demo/demo/${facts.epgChannelId}/${uris.length}.ts`,
    )
    expect(audioOf(Buffer.from(await aac.arrayBuffer()))).toBe('aac')
  })

  it('slides the HLS window with the clock, marking the wrap as a discontinuity', async () => {
    // Two slots after a multiple of 10: the window holds segment files 8, 9, 0, 1. Discontinuities
    // count from the channel's start (an hour before the provider was created).
    const started = Math.floor((CREATED - 3_600_000) / (HLS_SEGMENT_SECONDS * 1000))
    const wrap = (Math.floor(started / 10) + 100_000) * 10
    now = (wrap + 2) * HLS_SEGMENT_SECONDS * 1000
    const playlist = async () => {
      const res = await get(`/live/demo/demo/${facts.epgChannelId}.m3u8`)
      expect(res.headers.get('content-type')).toBe('application/vnd.apple.mpegurl')
      return res.text()
    }
    const first = await playlist()
    expect(first).not.toContain('#EXT-X-ENDLIST')
    const sequence = (text: string) => Number(/#EXT-X-MEDIA-SEQUENCE:(\d+)/.exec(text)![1])
    const uris = first.split('\n').filter((l) => l && !l.startsWith('#'))
    expect(uris).toHaveLength(4)
    expect(uris.map((u) => Number(/\/(\d+)\.ts$/.exec(u)![1]) % 10)).toEqual([8, 9, 0, 1])
    expect(first).toContain('#EXT-X-DISCONTINUITY-SEQUENCE:99999\n')
    expect(first).toContain(
      `\n#EXT-X-DISCONTINUITY\n#EXTINF:2.000,\n${facts.epgChannelId}/${wrap}.ts\n`,
    )

    now += HLS_SEGMENT_SECONDS * 1000
    const second = await playlist()
    expect(sequence(second)).toBe(sequence(first) + 1)

    const wide = await startProvider({ now: () => now, hlsWindowSegments: 6 })
    try {
      const res = await fetch(`${wide.base}/live/demo/demo/${facts.epgChannelId}.m3u8`)
      expect((await res.text()).split('\n').filter((l) => l.endsWith('.ts'))).toHaveLength(6)
    } finally {
      await wide.close()
    }

    const segment = await fetch(new URL(uris[0]!, `${provider.base}/live/demo/demo/x.m3u8`))
    expect(segment.headers.get('content-type')).toBe('video/mp2t')
    expectTransportStream(Buffer.from(await segment.arrayBuffer()))
  })
})
