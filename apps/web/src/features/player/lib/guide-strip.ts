import { catchupOffer, type ChannelNowNext, type Programme } from '@myflix/shared'

/** How far the strip reaches back and ahead of now, in seconds (one schedule request). */
export const STRIP_BEFORE_S = 6 * 60 * 60
export const STRIP_AFTER_S = 12 * 60 * 60

export type StripPlace = 'earlier' | 'now' | 'next' | 'later'

export type StripItem = {
  programme: Programme
  place: StripPlace
  /** What OK does on it: 'replay' and 'restart' play it from the archive (issue 19). */
  offer: 'replay' | 'restart' | 'none'
}

/**
 * The programmes ←/→ walk, in time order: the channel's schedule when it came, else its now/next.
 * The anchor (step 0) is the programme on now, or the first one still to come.
 */
export function stripProgrammes(
  schedule: readonly Programme[] | undefined,
  entry: ChannelNowNext | undefined,
): Programme[] {
  const list = schedule?.length ? [...schedule] : [entry?.now, entry?.next].filter((p) => !!p)
  return list.sort((a, b) => a.start - b.start)
}

/** The programme `step` away from the anchor at `now` (clamped to the list), or null for none. */
export function stripItem(
  programmes: readonly Programme[],
  step: number,
  now: number,
  archiveDays: number,
): StripItem | null {
  const anchor = programmes.findIndex((programme) => programme.end > now)
  if (anchor === -1) return null
  const at = Math.min(Math.max(anchor + step, 0), programmes.length - 1)
  const programme = programmes[at]!
  const firstToCome = programmes.findIndex((item) => item.start > now)
  const place: StripPlace =
    programme.end <= now
      ? 'earlier'
      : programme.start <= now
        ? 'now'
        : at === firstToCome
          ? 'next'
          : 'later'
  return { programme, place, offer: catchupOffer(programme, archiveDays, now) }
}

/** The step range the list allows around the anchor, so a held arrow stops at the ends. */
export function stripBounds(programmes: readonly Programme[], now: number): [number, number] {
  const anchor = programmes.findIndex((programme) => programme.end > now)
  if (anchor === -1) return [0, 0]
  return [-anchor, programmes.length - 1 - anchor]
}
