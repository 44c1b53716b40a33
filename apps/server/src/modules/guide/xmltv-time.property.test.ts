import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { zoneOffset } from '../../lib/zone-offset'
import { parseXmltvTime } from './xmltv-time'

const pad = (value: number, width = 2) => String(value).padStart(width, '0')

/** The wall clock of `unixSeconds` shifted by `offsetSeconds`, as XMLTV writes it. */
function wallText(unixSeconds: number, offsetSeconds: number, withSeconds = true): string {
  const wall = new Date((unixSeconds + offsetSeconds) * 1000)
  return (
    `${pad(wall.getUTCFullYear(), 4)}${pad(wall.getUTCMonth() + 1)}${pad(wall.getUTCDate())}` +
    `${pad(wall.getUTCHours())}${pad(wall.getUTCMinutes())}` +
    (withSeconds ? pad(wall.getUTCSeconds()) : '')
  )
}

function offsetText(offsetSeconds: number, colon: boolean): string {
  const sign = offsetSeconds < 0 ? '-' : '+'
  const minutes = Math.abs(offsetSeconds) / 60
  return `${sign}${pad(Math.floor(minutes / 60))}${colon ? ':' : ''}${pad(minutes % 60)}`
}

// 1971 to 2099: the instants a guide can hold, with room on either side.
const instant = fc.integer({ min: 31_536_000, max: 4_070_908_800 })
// Every offset a panel could write, to the minute (real ones run from -12:00 to +14:00).
const offset = fc.integer({ min: -23 * 60 - 59, max: 23 * 60 + 59 }).map((minutes) => minutes * 60)

describe('XMLTV time property tests', () => {
  it('reads back any instant written with any offset, ±HHMM or ±HH:MM, with or without a space', () => {
    fc.assert(
      fc.property(instant, offset, fc.boolean(), fc.boolean(), (at, shift, colon, space) => {
        const text = `${wallText(at, shift)}${space ? ' ' : ''}${offsetText(shift, colon)}`
        expect(parseXmltvTime(text)).toBe(at)
      }),
      { numRuns: 2000 },
    )
  })

  it('reads a time without seconds as the start of its minute', () => {
    fc.assert(
      fc.property(instant, offset, (at, shift) => {
        const text = `${wallText(at, shift, false)} ${offsetText(shift, false)}`
        expect(parseXmltvTime(text)).toBe(at - (at % 60))
      }),
    )
  })

  it('reads a time without offset as UTC, or as the wall clock of the panel’s zone', () => {
    const zones = [
      'America/Sao_Paulo',
      'America/Manaus',
      'America/New_York',
      'Europe/Lisbon',
      'Europe/Berlin',
      'Asia/Kolkata',
      'Asia/Kathmandu',
      'Australia/Adelaide',
      'Pacific/Chatham',
    ]
    expect(parseXmltvTime(wallText(1_800_000_000, 0))).toBe(1_800_000_000)
    fc.assert(
      fc.property(instant, fc.constantFrom(...zones), (at, zone) => {
        const offsetOf = zoneOffset(zone)
        const parsed = parseXmltvTime(wallText(at, offsetOf(at)), offsetOf)
        expect(parsed).not.toBeNull()
        // Same wall clock in the zone; the same instant unless that wall clock happens twice (the
        // hour clocks go back), where the earlier one is taken.
        expect(wallText(parsed ?? 0, offsetOf(parsed ?? 0))).toBe(wallText(at, offsetOf(at)))
        const folded = offsetOf(at - 3 * 3600) !== offsetOf(at)
        if (!folded) expect(parsed).toBe(at)
        else expect(parsed).toBeLessThanOrEqual(at)
      }),
      { numRuns: 3000 },
    )
  })

  it('reads back wall clocks around daylight-saving changes', () => {
    const changes: Array<[string, number]> = [
      ['Europe/Lisbon', Date.UTC(2025, 9, 26, 1) / 1000],
      ['Europe/Lisbon', Date.UTC(2025, 2, 30, 1) / 1000],
      ['America/New_York', Date.UTC(2025, 10, 2, 6) / 1000],
      ['America/New_York', Date.UTC(2025, 2, 9, 7) / 1000],
      ['Australia/Adelaide', Date.UTC(2025, 3, 5, 16, 30) / 1000],
      ['America/Sao_Paulo', Date.UTC(2018, 10, 4, 3) / 1000],
    ]
    fc.assert(
      fc.property(
        fc.constantFrom(...changes),
        fc.integer({ min: -3 * 3600, max: 3 * 3600 }),
        ([zone, change], shift) => {
          const offsetOf = zoneOffset(zone)
          const at = change + shift
          const parsed = parseXmltvTime(wallText(at, offsetOf(at)), offsetOf) ?? 0
          expect(wallText(parsed, offsetOf(parsed))).toBe(wallText(at, offsetOf(at)))
          // The earlier instant of a wall clock read twice: this one, or one before it.
          expect(parsed).toBeLessThanOrEqual(at)
          if (offsetOf(at - 2 * 3600) === offsetOf(at)) expect(parsed).toBe(at)
        },
      ),
      { numRuns: 3000 },
    )
  })

  it('takes the earlier of a wall clock read twice, and the time after the jump of one never read', () => {
    const newYork = zoneOffset('America/New_York')
    expect(parseXmltvTime('20261101013000', newYork)).toBe(Date.UTC(2026, 10, 1, 5, 30) / 1000)
    expect(parseXmltvTime('20260308023000', newYork)).toBe(Date.UTC(2026, 2, 8, 7, 30) / 1000)
  })

  it('answers a number or null for any text, never an exception', () => {
    const xmltvish = fc
      .array(fc.constantFrom(...'0123456789+-: Z\u00a0x'.split('')), { maxLength: 24 })
      .map((chars) => chars.join(''))
    const zone = zoneOffset('America/Sao_Paulo')
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' }), xmltvish), (text) => {
        for (const parsed of [parseXmltvTime(text), parseXmltvTime(text, zone)])
          expect(parsed === null || Number.isInteger(parsed)).toBe(true)
      }),
      { numRuns: 5000 },
    )
  })

  it('refuses dates and offsets that do not exist', () => {
    for (const text of [
      '20260230120000 +0000',
      '20261301120000 +0000',
      '20260101240000 +0000',
      '20260101126000 +0000',
      '20260101120060 +0000',
      '20260101120000 +2400',
      '20260101120000 +0060',
      '20260101120000 0300',
      '20260101120000 +03',
      '20260101120000 +03:0',
      '2026010112000 +0000',
      '202601011200 12',
      '20260101120000 +0300 ',
      '2026-01-01 12:00:00',
      '00990101120000 +0000',
      '',
    ])
      expect(parseXmltvTime(text), text).toBeNull()
    expect(parseXmltvTime('20240229235959 -0300')).toBe(Date.UTC(2024, 2, 1, 2, 59, 59) / 1000)
    expect(parseXmltvTime('202601011200')).toBe(Date.UTC(2026, 0, 1, 12) / 1000)
    expect(parseXmltvTime('20260101120000', zoneOffset('No/Such_Zone'))).toBe(
      Date.UTC(2026, 0, 1, 12) / 1000,
    )
  })
})
