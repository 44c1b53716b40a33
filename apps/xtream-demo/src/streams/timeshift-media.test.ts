import { describe, expect, it } from 'vitest'
import { archiveSlots, timeshiftPlaylist } from './timeshift-media'

const START = Date.UTC(2026, 10, 21, 17, 0) / 1000

function tags(text: string) {
  const lines = text.trim().split('\n')
  return {
    lines,
    type: lines.find((l) => l.startsWith('#EXT-X-PLAYLIST-TYPE:'))?.split(':')[1],
    dates: lines.filter((l) => l.startsWith('#EXT-X-PROGRAM-DATE-TIME:')).map((l) => l.slice(25)),
    uris: lines.filter((l) => !l.startsWith('#')),
    ended: lines.at(-1) === '#EXT-X-ENDLIST',
  }
}

describe('archiveSlots', () => {
  it('covers the whole range once it is recorded, up to now while it is not', () => {
    expect(archiveSlots(START, 60, START + 7200)).toEqual({
      first: START / 2,
      end: START / 2 + 1800,
      complete: true,
    })
    expect(archiveSlots(START, 60, START + 601)).toEqual({
      first: START / 2,
      end: START / 2 + 300,
      complete: false,
    })
    expect(archiveSlots(START, 60, START + 1).end).toBe(START / 2)
  })
})

describe('timeshiftPlaylist', () => {
  it('lists a past programme as VOD, dated at the requested start, with ENDLIST', () => {
    const read = tags(timeshiftPlaylist(10025, START, 3, START + 86_400))
    expect(read.lines[0]).toBe('#EXTM3U')
    expect(read.type).toBe('VOD')
    expect(read.ended).toBe(true)
    expect(read.uris).toHaveLength(90)
    expect(read.uris[0]).toBe(`10025/${START / 2}.ts`)
    expect(read.uris.at(-1)).toBe(`10025/${START / 2 + 89}.ts`)
    expect(read.dates[0]).toBe('2026-11-21T17:00:00.000Z')
    // A discontinuity (dated again) each time the 10 files wrap: every 20 s.
    expect(read.lines.filter((l) => l === '#EXT-X-DISCONTINUITY')).toHaveLength(8)
    expect(read.dates[1]).toBe('2026-11-21T17:00:20.000Z')
    const afterBreak = read.lines.indexOf('#EXT-X-DISCONTINUITY')
    expect(read.lines[afterBreak - 1]).toBe(`10025/${START / 2 + 9}.ts`)
  })

  it('lists a range reaching past now as a growing EVENT, up to the last recorded segment', () => {
    const now = START + 125
    const read = tags(timeshiftPlaylist(10025, START, 60, now))
    expect(read.type).toBe('EVENT')
    expect(read.ended).toBe(false)
    expect(read.uris).toHaveLength(62)
    const later = tags(timeshiftPlaylist(10025, START, 60, now + 10))
    expect(later.uris).toHaveLength(67)
    expect(later.uris.slice(0, 62)).toEqual(read.uris)
    expect(later.dates[0]).toBe(read.dates[0])
  })
})
