import { t } from '@myflix/shared'

// Guide times are unix seconds; the screens show them on the device's clock, in pt-BR.

const formats = new Map<string, Intl.DateTimeFormat>()

function format(options: Intl.DateTimeFormatOptions, timeZone?: string): Intl.DateTimeFormat {
  const key = `${JSON.stringify(options)}|${timeZone ?? ''}`
  let cached = formats.get(key)
  if (!cached) {
    cached = new Intl.DateTimeFormat('pt-BR', { ...options, timeZone })
    formats.set(key, cached)
  }
  return cached
}

/** "21:05": 24-hour HH:mm. */
export const formatClock = (seconds: number, timeZone?: string): string =>
  format({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }, timeZone).format(seconds * 1000)

/** "20:30 – 21:15". */
export const formatRange = (start: number, end: number, timeZone?: string): string =>
  t('guide.tv.timeRange', { start: formatClock(start, timeZone), end: formatClock(end, timeZone) })

/** The device's midnight that starts the day holding `seconds`. */
export function dayStart(seconds: number): number {
  const date = new Date(seconds * 1000)
  date.setHours(0, 0, 0, 0)
  return date.getTime() / 1000
}

/**
 * The midnight `days` days after the one given. Through the calendar, not 86,400 s steps: a day with
 * a daylight-saving change is 23 or 25 hours long.
 */
export function addDays(midnight: number, days: number): number {
  const date = new Date(midnight * 1000)
  date.setDate(date.getDate() + days)
  date.setHours(0, 0, 0, 0)
  return date.getTime() / 1000
}

/** "Hoje, terça-feira, 14 de maio"; days further away have no relative word. */
export function dayLabel(midnight: number, today: number): string {
  const date = format({ weekday: 'long', day: 'numeric', month: 'long' }).format(midnight * 1000)
  const relative =
    midnight === today
      ? t('guide.grid.today')
      : midnight === addDays(today, 1)
        ? t('guide.grid.tomorrow')
        : midnight === addDays(today, -1)
          ? t('guide.grid.yesterday')
          : null
  return relative ? t('guide.grid.dayLabel', { relative, date }) : date
}
