export const PANEL_TIMEZONE = 'America/Sao_Paulo'

const formatter = new Intl.DateTimeFormat('sv-SE', {
  timeZone: PANEL_TIMEZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
})

/** `YYYY-MM-DD HH:MM:SS` in the panel's timezone, as panels print time_now and EPG times. */
export function panelTime(unixSeconds: number): string {
  return formatter.format(new Date(unixSeconds * 1000))
}

const DAY_SECONDS = 86_400

/** Seconds east of UTC of the panel's clock at that instant (-10800 in São Paulo). */
export function panelOffsetSeconds(unixSeconds: number): number {
  const [date, time] = panelTime(unixSeconds).split(' ') as [string, string]
  const [y, mo, d] = date.split('-').map(Number) as [number, number, number]
  const [h, mi, s] = time.split(':').map(Number) as [number, number, number]
  return Date.UTC(y, mo - 1, d, h, mi, s) / 1000 - Math.floor(unixSeconds)
}

/** The instant of the panel's last local midnight at or before that instant. */
export function startOfPanelDay(unixSeconds: number): number {
  const local = unixSeconds + panelOffsetSeconds(unixSeconds)
  const midnight = local - (((local % DAY_SECONDS) + DAY_SECONDS) % DAY_SECONDS)
  return midnight - panelOffsetSeconds(midnight - panelOffsetSeconds(unixSeconds))
}

/** `YYYYMMDDHHmmss` of the wall clock at that offset (seconds east of UTC). */
export function clockDigits(unixSeconds: number, offsetSeconds: number): string {
  const iso = new Date((unixSeconds + offsetSeconds) * 1000).toISOString()
  return iso.slice(0, 19).replace(/[-T:]/g, '')
}

/** `+HHMM` / `-HHMM`, or `+HH:MM` with a colon. */
export function offsetText(offsetSeconds: number, colon = false): string {
  const sign = offsetSeconds < 0 ? '-' : '+'
  const minutes = Math.abs(offsetSeconds) / 60
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0')
  const mm = String(minutes % 60).padStart(2, '0')
  return `${sign}${hh}${colon ? ':' : ''}${mm}`
}

const xmltvCache = new Map<number, string>()

/**
 * `YYYYMMDDHHmmss -0300`: the XMLTV date in the panel's timezone. Programmes start on a few
 * hundred distinct half hours, so the formatted dates are remembered (bounded).
 */
export function xmltvTime(unixSeconds: number): string {
  const cached = xmltvCache.get(unixSeconds)
  if (cached !== undefined) return cached
  const offset = panelOffsetSeconds(unixSeconds)
  const text = `${clockDigits(unixSeconds, offset)} ${offsetText(offset)}`
  if (xmltvCache.size >= 20_000) xmltvCache.clear()
  xmltvCache.set(unixSeconds, text)
  return text
}

/**
 * The instant a panel clock reading denotes (`mktime` in the panel's timezone). The offset is
 * looked up twice, so a reading just after an offset change lands on the right side of it.
 */
export function fromPanelClock(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
): number {
  const wall = Date.UTC(year, month - 1, day, hour, minute) / 1000
  const guess = wall - panelOffsetSeconds(wall)
  return wall - panelOffsetSeconds(guess)
}
