import { describe, expect, it } from 'vitest'
import { buildTimeshiftUrl, timeshiftStart } from './timeshift-url'

const utc = (y: number, mo: number, d: number, h: number, mi: number) =>
  Date.UTC(y, mo - 1, d, h, mi) / 1000

describe('the timeshift start, on the panel’s wall clock', () => {
  it.each([
    ['UTC', utc(2026, 11, 26, 21, 5), '2026-11-26:21-05'],
    // No daylight saving since 2019: always UTC−3, and the day before in the evening.
    ['America/Sao_Paulo', utc(2026, 11, 26, 2, 15), '2026-11-25:23-15'],
    ['America/Sao_Paulo', utc(2026, 1, 15, 3, 0), '2026-01-15:00-00'],
    // Half-hour zones keep their minutes.
    ['Asia/Kolkata', utc(2026, 6, 1, 18, 45), '2026-06-02:00-15'],
  ])('%s at %i → %s', (zone, instant, expected) => {
    expect(timeshiftStart(instant, zone)).toBe(expected)
  })

  it('writes midnight as 00, never 24', () => {
    expect(timeshiftStart(utc(2026, 12, 31, 23, 59), 'UTC')).toBe('2026-12-31:23-59')
    expect(timeshiftStart(utc(2027, 1, 1, 0, 0), 'UTC')).toBe('2027-01-01:00-00')
    expect(timeshiftStart(utc(2026, 7, 1, 23, 0), 'Europe/London')).toBe('2026-07-02:00-00')
  })

  it('follows Europe/London across its spring-forward and fall-back', () => {
    // 29 March 2026, 01:00 UTC: 01:00 GMT becomes 02:00 BST, no wall clock reads 01:xx.
    expect(timeshiftStart(utc(2026, 3, 29, 0, 59), 'Europe/London')).toBe('2026-03-29:00-59')
    expect(timeshiftStart(utc(2026, 3, 29, 1, 0), 'Europe/London')).toBe('2026-03-29:02-00')
    // 25 October 2026, 01:00 UTC: 02:00 BST becomes 01:00 GMT, so 01:30 is read twice.
    expect(timeshiftStart(utc(2026, 10, 25, 0, 30), 'Europe/London')).toBe('2026-10-25:01-30')
    expect(timeshiftStart(utc(2026, 10, 25, 1, 30), 'Europe/London')).toBe('2026-10-25:01-30')
    expect(timeshiftStart(utc(2026, 10, 25, 2, 0), 'Europe/London')).toBe('2026-10-25:02-00')
  })

  it('follows America/New_York across its spring-forward and fall-back', () => {
    // 8 March 2026, 07:00 UTC: 02:00 EST becomes 03:00 EDT.
    expect(timeshiftStart(utc(2026, 3, 8, 6, 59), 'America/New_York')).toBe('2026-03-08:01-59')
    expect(timeshiftStart(utc(2026, 3, 8, 7, 0), 'America/New_York')).toBe('2026-03-08:03-00')
    // 1 November 2026, 06:00 UTC: 02:00 EDT becomes 01:00 EST.
    expect(timeshiftStart(utc(2026, 11, 1, 5, 30), 'America/New_York')).toBe('2026-11-01:01-30')
    expect(timeshiftStart(utc(2026, 11, 1, 6, 30), 'America/New_York')).toBe('2026-11-01:01-30')
    expect(timeshiftStart(utc(2026, 11, 1, 4, 0), 'America/New_York')).toBe('2026-11-01:00-00')
  })

  it('reads an absent, empty or unknown zone as UTC', () => {
    const instant = utc(2026, 3, 29, 1, 0)
    for (const zone of [null, '', '  ', 'Mars/Olympus_Mons', 'UTC+3', '<script>'])
      expect(timeshiftStart(instant, zone), String(zone)).toBe('2026-03-29:01-00')
  })

  it('accepts a zone with surrounding spaces', () => {
    expect(timeshiftStart(utc(2026, 11, 26, 2, 15), ' America/Sao_Paulo ')).toBe('2026-11-25:23-15')
  })
})

describe('timeshift addresses', () => {
  const base = 'http://panel.example:8080/sub'
  const credentials = { username: 'ana maria', password: 'p@ss/w#rd?&x=1' }
  const request = {
    form: 'rest' as const,
    streamId: '10003',
    start: '2026-11-25:23-13',
    minutes: 67,
    extension: 'm3u8',
  }

  it('builds the REST form with the credentials encoded', () => {
    expect(buildTimeshiftUrl(base, credentials, request)).toBe(
      'http://panel.example:8080/sub/timeshift/ana%20maria/p%40ss%2Fw%23rd%3F%26x%3D1/67/' +
        '2026-11-25:23-13/10003.m3u8',
    )
    const url = new URL(buildTimeshiftUrl(base, credentials, { ...request, extension: 'ts' }))
    expect(url.pathname.split('/').slice(3, 5).map(decodeURIComponent)).toEqual([
      'ana maria',
      'p@ss/w#rd?&x=1',
    ])
    expect(url.pathname.endsWith('/10003.ts')).toBe(true)
  })

  it('builds the legacy form whose query reads back the same values', () => {
    const url = new URL(buildTimeshiftUrl(base, credentials, { ...request, form: 'php' }))
    expect(url.pathname).toBe('/sub/streaming/timeshift.php')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      username: 'ana maria',
      password: 'p@ss/w#rd?&x=1',
      stream: '10003',
      start: '2026-11-25:23-13',
      duration: '67',
    })
  })

  it.each([
    ['a stream id with a path', { streamId: '../1' }],
    ['an extension with a dot', { extension: 'm3u8.php' }],
    ['a start that is not a panel minute', { start: '2026-11-25T23:13' }],
    ['no minutes', { minutes: 0 }],
    ['fractional minutes', { minutes: 1.5 }],
    ['more than a day', { minutes: 24 * 60 + 1 }],
  ])('refuses %s', (_label, change) => {
    expect(() => buildTimeshiftUrl(base, credentials, { ...request, ...change })).toThrow(TypeError)
  })
})
