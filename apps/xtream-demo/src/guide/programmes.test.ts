import { describe, expect, it } from 'vitest'
import { demoCatalogue } from '../catalogue/catalogue'
import type { Channel } from '../catalogue/types'
import { panelTime, startOfPanelDay, xmltvTime } from '../panel/panel-time'
import {
  PROGRAMME_MINUTES,
  guideWindow,
  programmeAt,
  programmeMinutes,
  programmesBetween,
} from './programmes'

const channels = [...demoCatalogue().channels()].filter((c) => c.epgChannelId)
const NOW = Date.UTC(2026, 10, 26, 10, 40) / 1000 // 07:40 in São Paulo

describe('programme model', () => {
  it('gives each channel one length from the set, every length used in the small catalogue', () => {
    const lengths = new Set(channels.map((c) => programmeMinutes(c.id)))
    expect([...lengths].sort((a, b) => a - b)).toEqual([...PROGRAMME_MINUTES])
  })

  it('lays programmes end to end on slots aligned to the epoch', () => {
    for (const channel of channels.slice(0, 20)) {
      const length = programmeMinutes(channel.id) * 60
      const list = [...programmesBetween(channel, NOW - 86_400, NOW + 86_400)]
      expect(list[0]!.start).toBeLessThanOrEqual(NOW - 86_400)
      expect(list.at(-1)!.stop).toBeGreaterThanOrEqual(NOW + 86_400)
      for (const [i, p] of list.entries()) {
        expect(p.start % length).toBe(0)
        expect(p.stop - p.start).toBe(length)
        if (i > 0) expect(p.start).toBe(list[i - 1]!.stop)
        expect(programmeAt(channel, p.start + 1)).toEqual(p)
        expect(p.description).toBe(`${p.title}: programação ao vivo do canal ${channel.name}.`)
      }
    }
  })

  it('covers yesterday to the day after tomorrow, or the archive days back', () => {
    const today = startOfPanelDay(NOW)
    expect(panelTime(today)).toBe('2026-11-26 00:00:00')
    const plain = { ...channels[0]!, tvArchiveDays: 0 } satisfies Channel
    expect(guideWindow(plain, NOW)).toEqual({ from: today - 86_400, to: today + 3 * 86_400 })
    const archived = { ...plain, tvArchiveDays: 7 }
    expect(guideWindow(archived, NOW).from).toBe(today - 7 * 86_400)
  })
})

describe('panel time', () => {
  it('writes XMLTV dates in the panel timezone with its offset', () => {
    expect(xmltvTime(Date.UTC(2026, 10, 26, 10, 30) / 1000)).toBe('20261126073000 -0300')
    expect(xmltvTime(Date.UTC(2026, 0, 1, 2, 0) / 1000)).toBe('20251231230000 -0300')
  })

  it('finds the local midnight just after it and just before the next', () => {
    const midnight = Date.UTC(2026, 10, 26, 3, 0) / 1000
    expect(startOfPanelDay(midnight)).toBe(midnight)
    expect(startOfPanelDay(midnight + 86_399)).toBe(midnight)
    expect(startOfPanelDay(midnight - 1)).toBe(midnight - 86_400)
    expect(startOfPanelDay(midnight + 0.75)).toBe(midnight)
  })
})
