// The offset of an IANA zone at an instant, as panels' clocks need it: the guide reads XMLTV times
// without an offset on the panel's clock, catch-up writes its start on it.

const HOUR = 3600

/** Unix seconds → the zone's offset from UTC in seconds at that instant. */
export type ZoneOffset = (unixSeconds: number) => number

export const utcOffset: ZoneOffset = () => 0

/**
 * The offset of an IANA zone. Intl costs microseconds a call, so an hour whose start and end have
 * the same offset is measured once (a change inside an hour, as at 16:30 UTC in Adelaide, makes
 * that hour measured per call). UTC when the zone is null or unknown to this runtime.
 */
export function zoneOffset(timezone: string | null): ZoneOffset {
  if (!timezone) return utcOffset
  let format: Intl.DateTimeFormat
  try {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: timezone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
  } catch {
    return utcOffset
  }
  const cache = new Map<number, number>()
  return (unixSeconds) => {
    const hour = Math.floor(unixSeconds / HOUR)
    let offset = cache.get(hour)
    if (offset === undefined) {
      offset = measure(format, hour * HOUR)
      if (measure(format, hour * HOUR + HOUR - 1) !== offset) offset = NaN
      if (cache.size > 10_000) cache.clear()
      cache.set(hour, offset)
    }
    return Number.isNaN(offset) ? measure(format, unixSeconds) : offset
  }
}

function measure(format: Intl.DateTimeFormat, unixSeconds: number): number {
  const parts: Record<string, number> = {}
  for (const part of format.formatToParts(unixSeconds * 1000))
    if (part.type !== 'literal') parts[part.type] = Number(part.value)
  const wall = Date.UTC(
    parts.year ?? 1970,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  )
  return wall / 1000 - unixSeconds
}
