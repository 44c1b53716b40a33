import { describe, expect, it } from 'vitest'
import { expirySeconds, normaliseAccount } from './xtream-account.normalise'

const NOW = 1_740_000_000
const xc2 = {
  user_info: {
    username: 'demo',
    password: 'secret-pass',
    message: 'Welcome',
    auth: 1,
    status: 'Active',
    exp_date: '1767542400',
    is_trial: '0',
    active_cons: '1',
    created_at: '1735084800',
    max_connections: '2',
    allowed_output_formats: ['m3u8', 'ts', 'rtmp'],
  },
  server_info: {
    url: 'line.example.tv',
    port: '8080',
    https_port: '',
    timezone: 'Europe/London',
    timestamp_now: 1740599153,
    process: false,
  },
}
const xui = {
  ...xc2,
  user_info: { ...xc2.user_info, active_cons: 0, exp_date: null, is_trial: '1' },
  server_info: { ...xc2.server_info, xui: true, version: '1.5.13', revision: null },
}

describe('account call', () => {
  it('maps an XC2 answer and never carries the password', () => {
    const info = normaliseAccount(xc2, NOW)
    expect(info).toEqual({
      username: 'demo',
      status: 'Active',
      exp_date: 1767542400,
      max_connections: 2,
      active_cons: 1,
      is_trial: false,
      allowed_output_formats: ['m3u8', 'ts', 'rtmp'],
      created_at: 1735084800,
      server_info: {
        timezone: 'Europe/London',
        timestamp_now: 1740599153,
        xui: false,
        version: null,
      },
    })
    expect(JSON.stringify(info)).not.toContain('secret-pass')
  })

  it('maps an XUI answer (int counters, null exp_date = unlimited)', () => {
    const info = normaliseAccount(xui, NOW)
    expect(info).toMatchObject({ exp_date: null, active_cons: 0, is_trial: true })
    expect(info.server_info).toMatchObject({ xui: true, version: '1.5.13' })
  })

  it.each([
    [{ user_info: { auth: 0 } }, 'invalid-credentials'],
    [{ user_info: { ...xc2.user_info, auth: '0' } }, 'invalid-credentials'],
    [{ user_info: { ...xc2.user_info, auth: false } }, 'invalid-credentials'],
    [{ user_info: { ...xc2.user_info, status: 'Expired' } }, 'expired'],
    [{ user_info: { ...xc2.user_info, status: 'Banned' } }, 'disabled'],
    [{ user_info: { ...xc2.user_info, status: 'Disabled' } }, 'disabled'],
    [{ user_info: { ...xc2.user_info, exp_date: String(NOW - 60) } }, 'expired'],
    [{ user_info: { ...xc2.user_info, exp_date: NOW - 60 } }, 'expired'],
    [{ server_info: {} }, 'invalid-answer'],
    [[], 'invalid-answer'],
    ['Welcome', 'invalid-answer'],
  ])('%o → %s', (value, kind) => {
    expect(() => normaliseAccount(value, NOW)).toThrow(expect.objectContaining({ kind }))
  })

  it('reads "N/A" counters and {} formats as unknown', () => {
    const info = normaliseAccount(
      {
        user_info: {
          ...xc2.user_info,
          active_cons: 'N/A',
          max_connections: 'N/A',
          allowed_output_formats: {},
        },
      },
      NOW,
    )
    expect(info).toMatchObject({ active_cons: null, max_connections: null })
    expect(info.allowed_output_formats).toEqual([])
  })
})

describe('exp_date forms', () => {
  it.each([
    ['1767542400', 1767542400],
    [1767542400, 1767542400],
    [1767542400000, 1767542400],
    [null, null],
    ['', null],
    ['0', null],
    [0, null],
    ['-1', null],
    ['Unlimited', null],
    ['2026-01-04 16:00:00', 1767542400],
    ['2026-01-04T16:00:00Z', 1767542400],
    [{}, null],
  ])('%o → %o', (value, expected) => {
    expect(expirySeconds(value)).toBe(expected)
  })
})
