import type { DemoAccount } from '../accounts'
import { canUseCatalogue, findAccount } from '../accounts'
import type { CatalogueView } from '../catalogue/catalogue'
import type { Channel } from '../catalogue/types'
import { nginx404, nginx503 } from '../panel/faults'
import { fromPanelClock } from '../panel/panel-time'

/** `rest`: `/timeshift/U/P/{minutes}/{start}/{id}.{ext}`; `php`: `/streaming/timeshift.php?…`. */
export type TimeshiftForm = 'rest' | 'php'
export type TimeshiftExt = 'ts' | 'm3u8'

/** Who asks, and through which form: enough to refuse a request the panel cannot even read. */
export interface TimeshiftLine {
  form: TimeshiftForm
  user: string
  pass: string
}

/** A catch-up request as the panel reads it. */
export interface TimeshiftAsk {
  user: string
  pass: string
  form: TimeshiftForm
  ext: TimeshiftExt
  stream: number
  /** Unix seconds of the start, read on the panel's clock. */
  start: number
  minutes: number
}

/** A day of archive at most per request, as XC_VM bounds `duration`. */
export const TIMESHIFT_MAX_MINUTES = 24 * 60
const DAY_SECONDS = 86_400
const START_PATTERN = /^(\d{4})-(\d{2})-(\d{2}):(\d{2})-(\d{2})$/

/** `YYYY-MM-DD:HH-MM` on the panel's 24-hour clock ('00', never '24'), or undefined. */
export function parsePanelStart(text: string): number | undefined {
  const match = START_PATTERN.exec(text)
  if (!match) return undefined
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ]
  if (hour > 23 || minute > 59 || month < 1 || month > 12 || day < 1) return undefined
  // Date.UTC rolls 31 April into 1 May; a real calendar day survives the round trip.
  if (new Date(Date.UTC(year, month - 1, day)).getUTCDate() !== day) return undefined
  return fromPanelClock(year, month, day, hour, minute)
}

function parseMinutes(text: string): number | undefined {
  if (!/^\d{1,5}$/.test(text)) return undefined
  const minutes = Number(text)
  return minutes >= 1 && minutes <= TIMESHIFT_MAX_MINUTES ? minutes : undefined
}

function ask(
  form: TimeshiftForm,
  fields: { user: string; pass: string; minutes: string; start: string; stream: string },
  ext: TimeshiftExt,
): TimeshiftAsk | undefined {
  const minutes = parseMinutes(fields.minutes)
  const start = parsePanelStart(fields.start)
  if (minutes === undefined || start === undefined || !/^\d{1,9}$/.test(fields.stream)) {
    return undefined
  }
  return {
    user: fields.user,
    pass: fields.pass,
    form,
    ext,
    stream: Number(fields.stream),
    start,
    minutes,
  }
}

/** The REST form's path parameters; `file` is `{id}.ts` or `{id}.m3u8`. */
export function restAsk(params: {
  user: string
  pass: string
  minutes: string
  start: string
  file: string
}): TimeshiftAsk | undefined {
  const file = /^(\d+)\.(ts|m3u8)$/.exec(params.file)
  if (!file) return undefined
  return ask('rest', { ...params, stream: file[1]! }, file[2] as TimeshiftExt)
}

/** The legacy form's query; it always answers MPEG-TS. */
export function phpAsk(query: (name: string) => string | undefined): TimeshiftAsk | undefined {
  return ask(
    'php',
    {
      user: query('username') ?? '',
      pass: query('password') ?? '',
      minutes: query('duration') ?? '',
      start: query('start') ?? '',
      stream: query('stream') ?? '',
    },
    'ts',
  )
}

/** The line behind a timeshift URL, if the panel would stream to it at all. */
function timeshiftAccount(user: string, pass: string): DemoAccount | undefined {
  const account = findAccount(user)
  return account && account.password === pass && canUseCatalogue(account) ? account : undefined
}

/**
 * What the panel makes of a request: the channel to play, or its refusal. Every refusal is the
 * nginx 404, as the archive's PHP dies; `faultstreams` answers 503 as its live streams do.
 * XUI routes only the legacy form; its nginx has no `/timeshift/` rewrite.
 */
export function admit(
  { form, user, pass }: TimeshiftLine,
  parsed: TimeshiftAsk | undefined,
  view: (account: DemoAccount) => CatalogueView,
  nowSeconds: number,
): { channel: Channel; ask: TimeshiftAsk } | Response {
  const account = timeshiftAccount(user, pass)
  if (!account || (form === 'rest' && account.family === 'xui')) return nginx404()
  if (account.fault === 'streams') return nginx503()
  if (!parsed) return nginx404()
  const channel = view(account).findChannel(parsed.stream)
  if (!channel || channel.tvArchiveDays <= 0) return nginx404()
  if (parsed.start < nowSeconds - channel.tvArchiveDays * DAY_SECONDS) return nginx404()
  if (parsed.start > nowSeconds) return nginx404()
  return { channel, ask: parsed }
}
