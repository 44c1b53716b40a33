import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  EPISODE_MEDIA_SECONDS,
  MOVIE_MEDIA_SECONDS,
  TRACKS_MOVIE_SECONDS,
  TS_MOVIE_SECONDS,
} from '../catalogue/media-lengths'
import { ffmpegReport, runFfmpeg } from '../testing/ffmpeg-report'
import { matroskaLayout } from '../testing/matroska-reader'
import { readPackets } from '../testing/ts-reader'
import {
  DEFAULT_MEDIA_DIR,
  HLS_SEGMENT_COUNT,
  HLS_SEGMENT_SECONDS,
  MediaStore,
  fileFor,
} from './media'

const media = new MediaStore()
const TRACKS = join(DEFAULT_MEDIA_DIR, 'movie-tracks.mkv')

interface Box {
  type: string
  start: number
  end: number
}

/** The ISO BMFF boxes directly inside `[start, end)` of an mp4 file. */
function boxesIn(data: Buffer, start = 0, end = data.length): Box[] {
  const found: Box[] = []
  for (let at = start; at + 8 <= end;) {
    const size = data.readUInt32BE(at)
    if (size < 8) throw new Error(`unexpected box size ${size} at ${at}`)
    found.push({ type: data.toString('latin1', at + 4, at + 8), start: at + 8, end: at + size })
    at += size
  }
  return found
}

function child(data: Buffer, parent: Box, type: string): Box | undefined {
  return boxesIn(data, parent.start, parent.end).find((box) => box.type === type)
}

function mp4Facts(name: string) {
  const data = media.read(name)
  const top = boxesIn(data)
  const moov = top.find((box) => box.type === 'moov')!
  const mvhd = child(data, moov, 'mvhd')!
  const version = data[mvhd.start]!
  const timescale = data.readUInt32BE(mvhd.start + (version === 1 ? 20 : 12))
  const duration =
    version === 1
      ? Number(data.readBigUInt64BE(mvhd.start + 24))
      : data.readUInt32BE(mvhd.start + 16)
  // Only the video track lists sync samples (every audio sample is one).
  const keyFrames = boxesIn(data, moov.start, moov.end)
    .filter((box) => box.type === 'trak')
    .map((trak) => {
      const path = ['mdia', 'minf', 'stbl', 'stss']
      const stss = path.reduce<Box | undefined>((box, type) => box && child(data, box, type), trak)
      return stss ? data.readUInt32BE(stss.start + 4) : 0
    })
    .reduce((a, b) => a + b, 0)
  return {
    seconds: duration / timescale,
    topLevel: top.map((box) => box.type),
    keyFrames,
    size: data.length,
  }
}

describe('the committed media', () => {
  it.each([
    ['movie.mp4', MOVIE_MEDIA_SECONDS],
    ['movie-hevc.mp4', MOVIE_MEDIA_SECONDS],
    ['episode.mp4', EPISODE_MEDIA_SECONDS],
    ['episode-hevc.mp4', EPISODE_MEDIA_SECONDS],
  ])('%s lasts the %i s the catalogue reports, with its index first', (name, seconds) => {
    const facts = mp4Facts(name)
    expect(Math.round(facts.seconds)).toBe(seconds)
    // faststart: a browser reads the index in the first request and can seek at once.
    expect(facts.topLevel.indexOf('moov')).toBeLessThan(facts.topLevel.indexOf('mdat'))
  })

  it('gives the movies a key frame every 2 s, so seeking to a resume point is quick', () => {
    for (const name of ['movie.mp4', 'movie-hevc.mp4'])
      expect(mp4Facts(name).keyFrames, name).toBeGreaterThanOrEqual(MOVIE_MEDIA_SECONDS / 2)
  })

  it('keeps every movie file under 1 MB, since the repository keeps each version', () => {
    for (const ext of ['mp4', 'mkv', 'avi', 'webm'])
      expect(media.read(`movie.${ext}`).length, ext).toBeLessThan(1_000_000)
    expect(media.read('movie-hevc.mp4').length).toBeLessThan(1_000_000)
    expect(media.read('movie-tracks.mkv').length).toBeLessThan(1_000_000)
    expect(media.read('movie.mpegts').length).toBeLessThan(400_000)
    expect(media.liveTs('hls-mp2').length).toBeLessThan(200_000)
  })
})

/** The strength of `hz` in 16-bit mono samples (Goertzel), to tell a steady tone from another. */
function toneStrength(samples: Int16Array, rate: number, hz: number): number {
  const k = 2 * Math.cos((2 * Math.PI * hz) / rate)
  let [s1, s2] = [0, 0]
  for (const x of samples) [s1, s2] = [x + k * s1 - s2, s1]
  return s1 * s1 + s2 * s2 - k * s1 * s2
}

/** Expects `hz` to stand far above `others` in every quarter second of 2 s of audio `track`. */
function steadyTone(input: string, track: number, from: number, hz: number, others: number[]) {
  const rate = 8000
  const pcm = runFfmpeg([
    ...['-loglevel', 'error', '-ss', String(from), '-i', input, '-map', `0:a:${track}`],
    ...['-t', '2', '-ac', '1', '-ar', String(rate), '-f', 's16le', '-'],
  ])
  const samples = new Int16Array(pcm.buffer, pcm.byteOffset, pcm.length / 2)
  const quarter = rate / 4
  expect(samples.length).toBeGreaterThanOrEqual(7 * quarter)
  for (let at = 0; at + quarter <= samples.length; at += quarter) {
    const window = samples.subarray(at, at + quarter)
    for (const other of others)
      expect(toneStrength(window, rate, hz)).toBeGreaterThan(
        100 * toneStrength(window, rate, other),
      )
  }
}

describe('the audio and subtitle tracks movie', () => {
  const report = ffmpegReport(TRACKS)

  it('lasts the length the catalogue reports, with its cues before the clusters', () => {
    expect(report.format).toBe('matroska,webm')
    expect(Math.round(report.seconds!)).toBe(TRACKS_MOVIE_SECONDS)
    // Like faststart: the first request holds the index, so a seek needs no request at the end.
    const { topLevel } = matroskaLayout(media.read('movie-tracks.mkv'))
    expect(topLevel.indexOf('Cues')).toBeGreaterThan(-1)
    expect(topLevel.indexOf('Cues')).toBeLessThan(topLevel.indexOf('Cluster'))
  })

  it('has H.264 video with a key frame every 2 s', () => {
    expect(report.streams[0]).toMatchObject({ kind: 'Video', codec: 'h264' })
    expect(report.streams[0]!.details).toMatch(/^ \(Constrained Baseline\), yuv420p/)
    const args = ['-loglevel', 'error', '-i', TRACKS, '-map', '0:v', '-c', 'copy', '-f', 'framecrc']
    const packets = runFfmpeg([...args, '-'])
    // framecrc flags only the packets that are not key frames.
    const keyFrames = packets
      .toString()
      .split('\n')
      .filter((l) => /^0,/.test(l) && !l.includes('F=0x'))
    expect(keyFrames.length).toBeGreaterThanOrEqual(TRACKS_MOVIE_SECONDS / 2)
  })

  it("lists AC3 5.1 'por' ('Dublado'), then AAC 'eng', then a 'por' SRT subtitle", () => {
    expect(report.streams.slice(1)).toMatchObject([
      { kind: 'Audio', codec: 'ac3', language: 'por', title: 'Dublado' },
      { kind: 'Audio', codec: 'aac', language: 'eng' },
      { kind: 'Subtitle', codec: 'subrip', language: 'por' },
    ])
    expect(report.streams[1]!.details).toMatch(/, 5\.1\b/)
    expect(report.streams[1]!.details).toContain('(default)')
    expect(report.streams[2]!.details).not.toContain('(default)')
  })

  it('gives Portuguese a steady 440 Hz and English a steady 880 Hz, all along', () => {
    for (const at of [1, TRACKS_MOVIE_SECONDS / 2, TRACKS_MOVIE_SECONDS - 3]) {
      steadyTone(TRACKS, 0, at, 440, [880])
      steadyTone(TRACKS, 1, at, 880, [440])
    }
  })

  it('shows a Portuguese cue at any moment: no gap between cues over 1 s, from start to end', () => {
    const srt = runFfmpeg(['-loglevel', 'error', '-i', TRACKS, '-map', '0:s:0', '-f', 'srt', '-'])
    const time = (h: string, m: string, s: string, ms: string) =>
      Number(h) * 3600 + Number(m) * 60 + Number(s) + Number(ms) / 1000
    const cues = [
      ...srt.toString().matchAll(/(\d+):(\d+):(\d+),(\d+) --> (\d+):(\d+):(\d+),(\d+)\s+(.+)/g),
    ].map((m) => ({
      start: time(m[1]!, m[2]!, m[3]!, m[4]!),
      end: time(m[5]!, m[6]!, m[7]!, m[8]!),
      text: m[9]!,
    }))
    expect(cues.length).toBeGreaterThan(0)
    expect(cues[0]!.start).toBeLessThan(1)
    expect(cues.at(-1)!.end).toBeGreaterThan(report.seconds! - 1)
    for (const [i, cue] of cues.entries()) {
      expect(cue.text).toMatch(/^Legenda em português \d+:\d{2}$/)
      if (i > 0) expect(cue.start - cues[i - 1]!.end).toBeLessThan(1)
    }
  })
})

describe('the MPEG-TS movie', () => {
  it('carries H.264 and AAC (ADTS) copied from movie.mp4, as long as the catalogue reports', () => {
    const { format, seconds, streams } = ffmpegReport(join(DEFAULT_MEDIA_DIR, 'movie.mpegts'))
    expect(format).toBe('mpegts')
    expect(Math.round(seconds!)).toBe(TS_MOVIE_SECONDS)
    expect(streams.map((s) => `${s.kind} ${s.codec}`)).toEqual(['Video h264', 'Audio aac'])
    // The AAC travels as ADTS (stream type 0x0F), as in broadcast transport streams.
    expect(streams[1]!.details).toContain('[15][0][0][0]')
  })
})

describe('the MP2 live segments', () => {
  const VIDEO_PID = 0x100

  it('carry H.264 and MP2 audio, a steady 660 Hz', () => {
    for (let i = 0; i < HLS_SEGMENT_COUNT; i++) {
      const { format, streams } = ffmpegReport(media.segment(i, 'hls-mp2'))
      expect(format).toBe('mpegts')
      expect(
        streams.map((s) => `${s.kind} ${s.codec}`),
        `segment ${i}`,
      ).toEqual(['Video h264', 'Audio mp2'])
    }
    steadyTone(join(DEFAULT_MEDIA_DIR, 'hls-mp2/seg05.mpegts'), 0, 0, 660, [440, 880])
  })

  it('are 2 s each, each starting on a key frame, and join into one 20 s stream', () => {
    const starts = Array.from({ length: HLS_SEGMENT_COUNT }, (_, i) => {
      const first = readPackets(media.segment(i, 'hls-mp2')).find(
        (p) => p.pid === VIDEO_PID && p.pts !== undefined,
      )!
      expect(first.randomAccess, `segment ${i}`).toBe(true)
      return first.pts! / 90_000
    })
    for (const [i, start] of starts.entries())
      expect(start - starts[0]!).toBeCloseTo(i * HLS_SEGMENT_SECONDS, 1)
    // Joined, the video's timestamps run on: the live `.ts` is one 20 s transport stream.
    const video = readPackets(media.liveTs('hls-mp2')).filter((p) => p.pid === VIDEO_PID)
    const pts = video.flatMap((p) => (p.pts === undefined ? [] : [p.pts / 90_000]))
    pts.sort((a, b) => a - b)
    const frame = pts[1]! - pts[0]!
    expect(pts.at(-1)! - pts[0]! + frame).toBeCloseTo(HLS_SEGMENT_COUNT * HLS_SEGMENT_SECONDS, 1)
  })
})

describe('fileFor', () => {
  const standard = { container: 'mkv', media: 'standard' } as const

  it('serves movies the long files and episodes the short ones, in every variant', () => {
    expect(fileFor(standard, 'mkv', 'movie')).toBe('movie.mkv')
    expect(fileFor(standard, 'MP4', 'movie')).toBe('movie.mp4')
    expect(fileFor(standard, 'mkv', 'episode')).toBe('episode.mkv')
    expect(fileFor(standard, 'mp4', 'episode')).toBe('episode.mp4')
    expect(fileFor({ container: 'mp4', media: 'hevc' }, 'mp4', 'movie')).toBe('movie-hevc.mp4')
    expect(fileFor({ container: 'mp4', media: 'hevc' }, 'mp4', 'episode')).toBe('episode-hevc.mp4')
    expect(fileFor({ container: 'avi', media: 'own-only' }, 'avi', 'episode')).toBe('episode.avi')
    expect(fileFor({ container: 'mkv', media: 'tracks' }, 'MKV', 'movie')).toBe('movie-tracks.mkv')
    expect(fileFor({ container: 'ts', media: 'own-only' }, 'ts', 'movie')).toBe('movie.mpegts')
  })

  it('serves nothing for a missing title or a container the title lacks', () => {
    expect(fileFor({ container: 'mp4', media: 'missing' }, 'mp4', 'movie')).toBeUndefined()
    expect(fileFor(standard, 'avi', 'movie')).toBeUndefined()
    expect(fileFor({ container: 'webm', media: 'own-only' }, 'mp4', 'movie')).toBeUndefined()
    expect(fileFor({ container: 'mp4', media: 'hevc' }, 'mkv', 'episode')).toBeUndefined()
    expect(fileFor({ container: 'mkv', media: 'tracks' }, 'mp4', 'movie')).toBeUndefined()
    expect(fileFor({ container: 'ts', media: 'own-only' }, 'mp4', 'movie')).toBeUndefined()
    // Only the movie file exists: an episode never streams it.
    expect(fileFor({ container: 'mkv', media: 'tracks' }, 'mkv', 'episode')).toBeUndefined()
  })
})
