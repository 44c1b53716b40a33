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
