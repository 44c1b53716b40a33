// Catch-up (issue 19): which programmes of an archive channel can be watched, and how the days of
// archive a panel declares are read. Both sides apply these: the server before it builds a
// timeshift address, the browser to mark programmes 'Disponível para assistir'.

const DAY = 24 * 60 * 60

/** No archive is offered further back than this; the guide keeps past programmes as far. */
export const CATCHUP_MAX_DAYS = 14
/**
 * `tv_archive_duration` is in days, but some panels send hours (research: m3u-tv #187). No panel
 * keeps more than a month, so a larger number is read as hours.
 */
const CATCHUP_HOURS_ABOVE = 31
/** Played from its beginning, a programme starts this early (guides are often a little late). */
export const CATCHUP_LEAD_SECONDS = 2 * 60
/** The stream asked for runs this long past the programme's end (guides also end early). */
const CATCHUP_TAIL_SECONDS = 5 * 60
/** The longest programme a catch-up request may name. */
export const CATCHUP_MAX_PROGRAMME_SECONDS = 12 * 60 * 60

/** Days of archive from a panel's `tv_archive_duration`: hours above 31 become days, capped at 14. */
export function archiveDaysFrom(declared: number): number {
  if (!Number.isFinite(declared) || declared <= 0) return 0
  const days = declared > CATCHUP_HOURS_ABOVE ? Math.ceil(declared / 24) : Math.ceil(declared)
  return Math.min(CATCHUP_MAX_DAYS, days)
}

/**
 * What catch-up offers for one programme of a channel with `archiveDays` of archive, at `now`
 * (unix seconds): `replay` for one that ended within the archive ('Disponível para assistir'),
 * `restart` for the one on now ('Assistir do início'), `none` otherwise.
 */
export function catchupOffer(
  programme: { start: number; end: number },
  archiveDays: number | null | undefined,
  now: number,
): 'replay' | 'restart' | 'none' {
  const days = Math.min(CATCHUP_MAX_DAYS, archiveDays ?? 0)
  if (days <= 0 || programme.end <= programme.start) return 'none'
  if (programme.start < now - days * DAY) return 'none'
  if (programme.end <= now) return 'replay'
  return programme.start <= now ? 'restart' : 'none'
}

/**
 * Where a catch-up stream asked to play from `at` begins: on the minute (panels name archive
 * minutes), `CATCHUP_LEAD_SECONDS` early when `at` is the programme's beginning.
 */
export function catchupStreamStart(programmeStart: number, at: number): number {
  const from = at <= programmeStart ? programmeStart - CATCHUP_LEAD_SECONDS : at
  return Math.floor(from / 60) * 60
}

/** Minutes of stream from `streamStart` to the programme's end and its tail, rounded up. */
export function catchupMinutes(streamStart: number, programmeEnd: number): number {
  return Math.max(1, Math.ceil((programmeEnd + CATCHUP_TAIL_SECONDS - streamStart) / 60))
}
