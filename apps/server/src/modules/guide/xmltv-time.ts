import { utcOffset, type ZoneOffset } from '../../lib/zone-offset'

// XMLTV times, read from character codes: a guide has a million of them and a date library or a
// regular expression per time costs seconds (research: watching-features.md, EPG).
//
// Accepted: `YYYYMMDDHHmmss`, or `YYYYMMDDHHmm`, then optionally spaces and an offset `±HHMM` or
// `±HH:MM`. Without an offset the time is the panel's wall clock (server_info.timezone), UTC when
// that is unknown. Anything else is null, never an exception: the programme is skipped, not the file.

const ZERO = 48
const PLUS = 43
const MINUS = 45
const COLON = 58
const SPACE = 32
const MINUTE = 60
const HOUR = 3600
const DAY = 24 * HOUR

function digits(text: string, at: number, count: number): number {
  let value = 0
  for (let i = at; i < at + count; i += 1) {
    const digit = text.charCodeAt(i) - ZERO
    if (digit < 0 || digit > 9) return -1
    value = value * 10 + digit
  }
  return value
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31
}

/** `±HHMM` or `±HH:MM` from `at` to the end, in seconds; NaN when it is neither. */
function offsetAt(text: string, at: number): number {
  const sign = text.charCodeAt(at)
  if (sign !== PLUS && sign !== MINUS) return NaN
  const colon = text.length === at + 6 && text.charCodeAt(at + 3) === COLON
  if (text.length !== at + 5 && !colon) return NaN
  const hours = digits(text, at + 1, 2)
  const minutes = digits(text, colon ? at + 4 : at + 3, 2)
  if (hours < 0 || hours > 23 || minutes < 0 || minutes > 59) return NaN
  const seconds = hours * HOUR + minutes * MINUTE
  return sign === MINUS ? -seconds : seconds
}

/** Unix seconds of an XMLTV time, or null; `zone` is used only when the time has no offset. */
export function parseXmltvTime(text: string, zone: ZoneOffset = utcOffset): number | null {
  if (text.length < 12) return null
  const year = digits(text, 0, 4)
  const month = digits(text, 4, 2)
  const day = digits(text, 6, 2)
  const hour = digits(text, 8, 2)
  const minute = digits(text, 10, 2)
  const secondsGiven = text.length >= 14 && digits(text, 12, 2) >= 0
  const second = secondsGiven ? digits(text, 12, 2) : 0
  if (year < 1000 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month))
    return null
  if (hour < 0 || hour > 23 || minute < 0 || minute > 59 || second > 59) return null
  let at = secondsGiven ? 14 : 12
  while (text.charCodeAt(at) === SPACE) at += 1
  const wall = Date.UTC(year, month - 1, day, hour, minute, second) / 1000
  if (at === text.length) {
    // Without spaces only: "YYYYMMDDHHmm 12" is not a time.
    if (at !== (secondsGiven ? 14 : 12)) return null
    return wallToUnix(wall, zone)
  }
  const offset = offsetAt(text, at)
  return Number.isNaN(offset) ? null : wall - offset
}

/**
 * The instant whose wall clock in the zone reads `wall` (as if it were UTC), trying the offsets in
 * force a day before and a day after. In a fold (clocks back) the earlier of the two instants; in a
 * gap (clocks forward) the time after the jump, as the offset before it gives.
 */
function wallToUnix(wall: number, zone: ZoneOffset): number {
  const before = wall - zone(wall - DAY)
  const after = wall - zone(wall + DAY)
  const beforeValid = before + zone(before) === wall
  const afterValid = after + zone(after) === wall
  if (beforeValid && afterValid) return Math.min(before, after)
  if (afterValid) return after
  return before
}
