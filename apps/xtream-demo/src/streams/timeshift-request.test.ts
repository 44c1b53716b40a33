import { describe, expect, it } from 'vitest'
import { TIMESHIFT_MAX_MINUTES, parsePanelStart, phpAsk, restAsk } from './timeshift-request'

const utc = (...parts: [number, number, number, number, number]) =>
  Date.UTC(parts[0], parts[1] - 1, parts[2], parts[3], parts[4]) / 1000

describe('parsePanelStart', () => {
  it('reads YYYY-MM-DD:HH-MM on the São Paulo clock, midnight as 00', () => {
    expect(parsePanelStart('2026-11-21:14-00')).toBe(utc(2026, 11, 21, 17, 0))
    expect(parsePanelStart('2026-11-22:00-05')).toBe(utc(2026, 11, 22, 3, 5))
    expect(parsePanelStart('2026-12-31:23-59')).toBe(utc(2027, 1, 1, 2, 59))
  })

  it('follows the offsets São Paulo had with daylight saving time (until 2019)', () => {
    // Summer time (-02) ended at midnight on 18 February 2018.
    expect(parsePanelStart('2018-02-17:22-30')).toBe(utc(2018, 2, 18, 0, 30))
    expect(parsePanelStart('2018-02-18:00-30')).toBe(utc(2018, 2, 18, 3, 30))
    expect(parsePanelStart('2018-01-10:12-00')).toBe(utc(2018, 1, 10, 14, 0))
  })

  it('refuses any other shape, hour 24 and days that do not exist', () => {
    for (const bad of [
      '2026-11-21:24-00',
      '2026-11-21:23-60',
      '2026-02-30:10-00',
      '2026-13-01:10-00',
      '2026-00-10:10-00',
      '2026-11-00:10-00',
      '2026-11-21 14:00',
      '2026-11-21:14:00',
      '2026-11-21:14-00:00',
      '2026-11-21:4-00',
      '20261121-14',
      '1795000000',
      '',
    ]) {
      expect(parsePanelStart(bad), bad).toBeUndefined()
    }
  })
})

describe('restAsk', () => {
  const base = { user: 'xc', pass: 'xc', minutes: '60', start: '2026-11-21:14-00' }

  it('reads the minutes, the start and the channel with its format', () => {
    expect(restAsk({ ...base, file: '10025.m3u8' })).toEqual({
      user: 'xc',
      pass: 'xc',
      form: 'rest',
      ext: 'm3u8',
      stream: 10025,
      start: utc(2026, 11, 21, 17, 0),
      minutes: 60,
    })
    expect(restAsk({ ...base, file: '10025.ts' })?.ext).toBe('ts')
    expect(restAsk({ ...base, minutes: String(TIMESHIFT_MAX_MINUTES), file: '1.ts' })).toBeDefined()
  })

  it('refuses minutes out of 1..1440, other formats and a bad start', () => {
    for (const minutes of ['0', '-5', '1441', '1.5', 'abc', '']) {
      expect(restAsk({ ...base, minutes, file: '10025.ts' }), minutes).toBeUndefined()
    }
    for (const file of ['10025', '10025.mp4', 'abc.ts', '10025.ts.m3u8']) {
      expect(restAsk({ ...base, file }), file).toBeUndefined()
    }
    expect(restAsk({ ...base, start: '2026-11-21:24-00', file: '10025.ts' })).toBeUndefined()
  })
})

describe('phpAsk', () => {
  const query = (fields: Record<string, string>) => (name: string) => fields[name]
  const fields = {
    username: 'demo',
    password: 'demo',
    stream: '10009',
    start: '2026-11-22:00-00',
    duration: '125',
  }

  it('reads the legacy query, which always answers MPEG-TS', () => {
    expect(phpAsk(query(fields))).toEqual({
      user: 'demo',
      pass: 'demo',
      form: 'php',
      ext: 'ts',
      stream: 10009,
      start: utc(2026, 11, 22, 3, 0),
      minutes: 125,
    })
  })

  it('refuses a missing or malformed field', () => {
    for (const name of ['stream', 'start', 'duration'] as const) {
      expect(phpAsk(query({ ...fields, [name]: '' })), name).toBeUndefined()
    }
    expect(phpAsk(query({ ...fields, stream: '10009.ts' }))).toBeUndefined()
  })
})
