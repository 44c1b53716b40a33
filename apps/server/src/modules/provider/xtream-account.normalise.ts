import type { AccountInfo } from '@myflix/shared'
import { ProviderError } from './provider-error'
import { unixOf } from './xtream.normalise'
import { loginObjectFailure } from './xtream-answer'
import { rawServerInfo, rawUserInfo, record, text } from './xtream.schemas'

/**
 * exp_date: unix seconds (string or int), null / "" / "0" / "Unlimited" = no expiry, or a date
 * string (emulators). Milliseconds are recognised by size.
 */
export function expirySeconds(value: unknown): number | null {
  const seconds = unixOf(value)
  if (seconds !== null) return seconds > 1e11 ? Math.trunc(seconds / 1000) : seconds
  const date = text.parse(value)
  if (!date || !/^\d{4}-\d{2}-\d{2}/.test(date)) return null
  const ms = Date.parse(date.includes('T') ? date : `${date.replace(' ', 'T')}Z`)
  return Number.isNaN(ms) ? null : Math.trunc(ms / 1000)
}

/**
 * The no-action answer. Bad credentials, expired, banned or disabled accounts become typed errors,
 * as does an exp_date in the past even while status still says "Active".
 */
export function normaliseAccount(value: unknown, nowSeconds: number): AccountInfo {
  const failure = loginObjectFailure(value)
  if (failure) throw failure
  const user = record.parse(record.parse(value)?.user_info)
  if (!user) throw new ProviderError('invalid-answer', { reason: 'wrong-shape' })
  const raw = rawUserInfo.parse(user)
  const expiry = expirySeconds(raw.exp_date)
  if (expiry !== null && expiry < nowSeconds) throw new ProviderError('expired')
  const server = rawServerInfo.parse(record.parse(record.parse(value)?.server_info) ?? {})
  const count = (n: number | null) => (n !== null && n >= 0 ? Math.trunc(n) : null)
  return {
    username: raw.username ?? '',
    status: raw.status ?? 'Active',
    exp_date: expiry,
    max_connections: count(raw.max_connections),
    active_cons: count(raw.active_cons),
    is_trial: raw.is_trial,
    allowed_output_formats: raw.allowed_output_formats,
    created_at: unixOf(raw.created_at),
    server_info: {
      timezone: server.timezone,
      timestamp_now: unixOf(server.timestamp_now),
      xui: server.xui,
      version: server.version,
    },
  }
}
