import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { CATCHUP_MAX_DAYS } from '@myflix/shared'
import { guideScheduleQueryOptions } from '@/lib/api/guide'
import { useNow } from '@/hooks/use-now'
import { dayLabel } from '@/lib/day-label'
import { addDays, dayStart } from '@/lib/programme-time'

/** The clock moves 'Agora' and the dimming of past programmes this often. */
const CLOCK_STEP_MS = 30_000

/** The day a channel's schedule shows, and the way to the others its archive reaches. */
export interface ScheduleDay {
  /** 0 today, -1 yesterday… */
  offset: number
  /** Its local midnight, unix seconds. */
  from: number
  label: string
  /** Only a channel with archive moves between days (issue 19). */
  canGoBack: boolean
  canGoForward: boolean
  onDay: (step: -1 | 1) => void
}

/**
 * A channel's programmes of one local day (midnight to midnight; today's moves on once the clock
 * passes midnight), and the clock they are read against. Today by default; a channel with archive
 * goes back day by day as far as its archive (capped as catch-up is), so what it aired can be
 * watched. Off for other titles and the demo.
 */
export function useChannelSchedule(
  channelId: string,
  enabled: boolean,
  archiveDays: number | undefined,
) {
  const now = useNow(CLOCK_STEP_MS)
  const [offset, setOffset] = useState(0)
  const today = dayStart(now)
  const from = addDays(today, offset)
  const query = useQuery({
    ...guideScheduleQueryOptions(channelId, from, addDays(from, 1)),
    enabled,
  })
  const programmes = query.data?.programmes ?? []
  const furthest = -Math.min(CATCHUP_MAX_DAYS, archiveDays ?? 0)
  const day: ScheduleDay = {
    offset,
    from,
    label: dayLabel(from, today),
    canGoBack: offset > furthest,
    canGoForward: offset < 0,
    onDay: (step) => setOffset((current) => Math.min(0, Math.max(furthest, current + step))),
  }
  return {
    now,
    programmes,
    day,
    loading: enabled && query.isPending,
    /**
     * Whether the schedule takes the synopsis' place: while today's loads, when it has programmes,
     * and on any other day (an empty one says so, and the way back to today stays).
     */
    shown: enabled && (offset !== 0 || query.isPending || programmes.length > 0),
  }
}
