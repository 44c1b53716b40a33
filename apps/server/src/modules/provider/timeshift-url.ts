import { zoneOffset } from '../../lib/zone-offset'

// Catch-up addresses (research xtream-api.md §8). Panels keep one archive file per minute, named by
// the panel's wall clock, and read `start` with PHP's mktime in server_info.timezone: the start is
// written in that zone, never in UTC unless the panel says so.

/** `rest`: /timeshift/{u}/{p}/{minutes}/{start}/{id}.{ext}; `php`: /streaming/timeshift.php?… */
export type TimeshiftForm = 'rest' | 'php'

/** A start as panels name archive minutes: `YYYY-MM-DD:HH-MM`. */
export const TIMESHIFT_START = /^\d{4}-\d{2}-\d{2}:\d{2}-\d{2}$/
/** Longer than any catch-up request can ask (12 h of programme, its lead and its tail). */
export const TIMESHIFT_MINUTES_MAX = 24 * 60

/** The instant `unixSeconds` on the panel's wall clock, to the minute: `YYYY-MM-DD:HH-MM`. */
export function timeshiftStart(unixSeconds: number, timezone: string | null): string {
  // The guide's zone offset (UTC for an absent or unknown zone), then the wall clock read as UTC.
  const wall = unixSeconds + zoneOffset(timezone?.trim() || null)(unixSeconds)
  const iso = new Date(wall * 1000).toISOString()
  return `${iso.slice(0, 10)}:${iso.slice(11, 13)}-${iso.slice(14, 16)}`
}

export interface TimeshiftRequest {
  form: TimeshiftForm
  streamId: string
  /** From timeshiftStart. */
  start: string
  minutes: number
  /** `ts` or `m3u8` (the legacy form always answers ts). */
  extension: string
}

/**
 * A panel's catch-up address. Like every stream address it carries the credentials: for the
 * server's media proxy only, never logged, never sent to a browser.
 */
export function buildTimeshiftUrl(
  base: string,
  credentials: { username: string; password: string },
  request: TimeshiftRequest,
): string {
  const { form, streamId, start, minutes, extension } = request
  if (!/^[\w-]{1,64}$/.test(streamId)) throw new TypeError('invalid stream id')
  if (!/^[a-z0-9]{1,8}$/.test(extension)) throw new TypeError('invalid stream extension')
  if (!TIMESHIFT_START.test(start)) throw new TypeError('invalid timeshift start')
  if (!Number.isInteger(minutes) || minutes < 1 || minutes > TIMESHIFT_MINUTES_MAX)
    throw new TypeError('invalid timeshift duration')
  const user = encodeURIComponent(credentials.username)
  const pass = encodeURIComponent(credentials.password)
  // The start's ':' stays as it is (panels match archive file names with it); its other
  // characters are digits and '-', which need no escaping either.
  if (form === 'rest')
    return `${base}/timeshift/${user}/${pass}/${minutes}/${start}/${streamId}.${extension}`
  return (
    `${base}/streaming/timeshift.php?username=${user}&password=${pass}` +
    `&stream=${streamId}&start=${start}&duration=${minutes}`
  )
}
