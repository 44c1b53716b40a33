import type { Programme, ProgrammeDetail } from '@myflix/shared'

// Programmes as the guide answers carry them, whichever source they come from.

/** What the browser gets of a programme: its times and title, nothing else a source carried. */
export const programmeOf = (p: Programme): Programme => ({
  start: p.start,
  end: p.end,
  title: p.title,
})

export const programmeDetailOf = (p: ProgrammeDetail): ProgrammeDetail => ({
  ...programmeOf(p),
  description: p.description,
})

/** The programme on at `at` (unix seconds) and the one after it, from programmes sorted by start. */
export function nowNextOf(
  entries: readonly Programme[],
  at: number,
): { now: Programme | null; next: Programme | null } {
  const on = entries.find((entry) => entry.start <= at && at < entry.end)
  const next = entries.find((entry) => entry.start > at && entry !== on)
  return { now: on ? programmeOf(on) : null, next: next ? programmeOf(next) : null }
}

/** The programmes overlapping [from, to). */
export function overlapping<T extends Programme>(entries: readonly T[], from: number, to: number) {
  return entries.filter((entry) => entry.end > from && entry.start < to)
}
