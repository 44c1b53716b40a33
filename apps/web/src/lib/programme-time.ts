import { t, type CatalogItem, type ChannelNowNext, type Programme } from '@myflix/shared'

// When programmes of the guide are on, for every screen that shows them (/tv, /guia, the player,
// channel details, search). Guide times are unix seconds; what the user reads is their own clock
// (the browser's time zone).

export type ProgrammeState = 'past' | 'now' | 'future'

/** What a channel shows at a time: the programme on, and the one after it. */
export interface OnAir {
  now: Programme | null
  next: Programme | null
}

/** The wall clock in unix seconds. */
export const unixNow = (nowMs: number = Date.now()) => Math.floor(nowMs / 1000)

const clockFormats = new Map<string, Intl.DateTimeFormat>()

/** 'HH:mm' in pt-BR (24 h), in the browser's time zone unless one is given. */
export function formatClock(unixSeconds: number, timeZone?: string): string {
  const key = timeZone ?? ''
  let format = clockFormats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat('pt-BR', {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone,
    })
    clockFormats.set(key, format)
  }
  return format.format(new Date(unixSeconds * 1000))
}

/** A programme's start and end, 'HH:mm – HH:mm'. */
export const formatTimeRange = (programme: Pick<Programme, 'start' | 'end'>, timeZone?: string) =>
  t('guide.tv.timeRange', {
    start: formatClock(programme.start, timeZone),
    end: formatClock(programme.end, timeZone),
  })

/**
 * What the texts naming a programme of a channel read ({channel}, {title}, {start}, {end}): the
 * accessible names of /tv's rows, /guia's cells and a schedule's actions.
 */
export const programmeTexts = (
  channel: Pick<CatalogItem, 'name'>,
  programme: Pick<Programme, 'title' | 'start' | 'end'>,
) => ({
  channel: channel.name,
  title: programme.title,
  start: formatClock(programme.start),
  end: formatClock(programme.end),
})

export function programmeState(programme: Programme, now: number): ProgrammeState {
  if (now < programme.start) return 'future'
  return now < programme.end ? 'now' : 'past'
}

/** How much of the programme has aired, from 0 to 1. */
export function programmeProgress(programme: Programme, now: number): number {
  const length = programme.end - programme.start
  if (length <= 0) return now >= programme.end ? 1 : 0
  return Math.min(1, Math.max(0, (now - programme.start) / length))
}

/** The programme on at `now` in a list sorted by start; null between programmes or without one. */
export function programmeAt<P extends Programme>(programmes: readonly P[], now: number): P | null {
  return programmes.find((programme) => programmeState(programme, now) === 'now') ?? null
}

const airing = (programme: Programme | null, now: number): boolean =>
  programme !== null && programmeState(programme, now) === 'now'

/**
 * What a channel shows at `now` from the now/next the server gave a while ago: once its programme
 * has ended, the next is on (and what follows is unknown until the refetch); a programme that has
 * not begun yet, even the one the server called "now", is next.
 */
export function nowNextAt(
  entry: Pick<ChannelNowNext, 'now' | 'next'> | undefined,
  now: number,
): OnAir {
  if (!entry) return { now: null, next: null }
  if (airing(entry.now, now)) return { now: entry.now, next: entry.next }
  if (airing(entry.next, now)) return { now: entry.next, next: null }
  const upcoming = [entry.now, entry.next].find((programme) => programme && programme.start > now)
  return { now: null, next: upcoming ?? null }
}

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

/** The local day holding `seconds`, from its midnight to the next, in unix seconds. */
export function localDayRange(seconds: number = unixNow()): { from: number; to: number } {
  const from = dayStart(seconds)
  return { from, to: addDays(from, 1) }
}

// When to ask the server again for now/next. One set of values for the player and the guide,
// whether a query holds one channel or a batch of fifty:
/**
 * Seconds past a boundary before asking: the server (and the provider behind it) may read its
 * clock a little behind the device's, and would answer the programme that just ended.
 */
const BOUNDARY_GRACE_SECONDS = 5
/**
 * Never sooner: a batch's channels change programme at close times (on the hour, the half hour)
 * and one request after them serves all; and when the clocks disagree by more than the grace, the
 * answer keeps a programme already over, which must not turn into a request every few seconds.
 * The screen moves on by itself meanwhile (nowNextAt), so only "next" waits for it.
 */
export const GUIDE_REFETCH_MIN_MS = 15_000
/** Nor later: a guide that arrives or changes meanwhile still shows up. */
export const GUIDE_REFETCH_MAX_MS = 30 * 60_000
/** When nothing shown has a time ahead (no guide, or none for these channels): another look. */
export const GUIDE_REFETCH_IDLE_MS = 10 * 60_000

/**
 * How long until what these channels show changes (a programme ends, or the next one starts) and
 * their now/next is worth asking again: the earliest such time ahead, plus the grace, within
 * [GUIDE_REFETCH_MIN_MS, GUIDE_REFETCH_MAX_MS]; GUIDE_REFETCH_IDLE_MS when none is ahead.
 */
export function refetchDelay(
  entries: ReadonlyArray<Pick<ChannelNowNext, 'now' | 'next'>>,
  nowSeconds: number = Date.now() / 1000,
): number {
  let boundary = Number.POSITIVE_INFINITY
  for (const { now, next } of entries) {
    for (const time of [now?.start, now?.end, next?.start, next?.end]) {
      if (time !== undefined && time > nowSeconds && time < boundary) boundary = time
    }
  }
  if (boundary === Number.POSITIVE_INFINITY) return GUIDE_REFETCH_IDLE_MS
  const delay = (boundary - nowSeconds + BOUNDARY_GRACE_SECONDS) * 1000
  return Math.min(GUIDE_REFETCH_MAX_MS, Math.max(GUIDE_REFETCH_MIN_MS, delay))
}
