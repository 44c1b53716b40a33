import type { ChannelNowNext, Programme } from '@myflix/shared'

// When programmes of the guide are on, as the player, channel details and search show them. Guide
// times are unix seconds; what the user reads is their own clock (the browser's time zone).

export type ProgrammeState = 'past' | 'now' | 'future'

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

/** 'HH:mm–HH:mm', a programme's start and end. */
export const formatTimeRange = (programme: Programme, timeZone?: string) =>
  `${formatClock(programme.start, timeZone)}–${formatClock(programme.end, timeZone)}`

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

/**
 * A channel's now and next as of `now`: the answer was right when it came, but when its programme
 * has ended and the next has begun, the next is on now (and what follows it is not known yet).
 */
export function nowNextAt(
  entry: Pick<ChannelNowNext, 'now' | 'next'> | undefined,
  now: number,
): { now: Programme | null; next: Programme | null } {
  if (!entry) return { now: null, next: null }
  const current = entry.now && programmeState(entry.now, now) === 'now' ? entry.now : null
  if (current) return { now: current, next: entry.next }
  if (entry.next && programmeState(entry.next, now) === 'now')
    return { now: entry.next, next: null }
  return { now: null, next: entry.next && entry.next.start > now ? entry.next : null }
}

/** The local day around `nowMs` (from its midnight to the next), in unix seconds. */
export function localDayRange(nowMs: number = Date.now()): { from: number; to: number } {
  const start = new Date(nowMs)
  start.setHours(0, 0, 0, 0)
  const end = new Date(start)
  // By date, not by 24 h: a day with a daylight-saving change has 23 or 25 hours.
  end.setDate(end.getDate() + 1)
  return { from: unixNow(start.getTime()), to: unixNow(end.getTime()) }
}

/** A refetch never comes sooner than this (a server a little behind answers the same programme). */
export const GUIDE_REFETCH_MIN_MS = 5_000
/** Nor later than this, so a guide that had nothing gets another look. */
export const GUIDE_REFETCH_MAX_MS = 30 * 60_000
/** After the boundary, so the server's clock is past it too. */
const BOUNDARY_GRACE_MS = 1_000

/**
 * How long until a channel's now/next changes (its programme ends, or the next one starts when
 * nothing is on): when to ask the server again. False when the guide has nothing for the channel.
 */
export function refetchDelay(
  entry: Pick<ChannelNowNext, 'now' | 'next'> | undefined,
  nowMs: number = Date.now(),
): number | false {
  const boundary = entry?.now?.end ?? entry?.next?.start
  if (boundary === undefined) return false
  const delay = boundary * 1000 - nowMs + BOUNDARY_GRACE_MS
  return Math.min(GUIDE_REFETCH_MAX_MS, Math.max(GUIDE_REFETCH_MIN_MS, delay))
}
