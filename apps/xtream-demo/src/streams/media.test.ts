import { describe, expect, it } from 'vitest'
import { EPISODE_MEDIA_SECONDS, MOVIE_MEDIA_SECONDS } from '../catalogue/media-lengths'
import { MediaStore, fileFor } from './media'

const media = new MediaStore()

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
  })

  it('serves nothing for a missing title or a container the title lacks', () => {
    expect(fileFor({ container: 'mp4', media: 'missing' }, 'mp4', 'movie')).toBeUndefined()
    expect(fileFor(standard, 'avi', 'movie')).toBeUndefined()
    expect(fileFor({ container: 'webm', media: 'own-only' }, 'mp4', 'movie')).toBeUndefined()
    expect(fileFor({ container: 'mp4', media: 'hevc' }, 'mkv', 'episode')).toBeUndefined()
  })
})
