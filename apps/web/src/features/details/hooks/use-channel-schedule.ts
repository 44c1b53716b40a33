import { useQuery } from '@tanstack/react-query'
import { guideScheduleQueryOptions } from '@/lib/api/guide'
import { useNow } from '@/hooks/use-now'
import { localDayRange } from '@/lib/programme-time'

/** The clock moves 'Agora' and the dimming of past programmes this often. */
const CLOCK_STEP_MS = 30_000

/**
 * A channel's programmes of the user's local day (midnight to midnight; the next day's once the
 * clock passes midnight), and the clock they are read against. Off for other titles and the demo.
 */
export function useChannelSchedule(channelId: string, enabled: boolean) {
  const now = useNow(CLOCK_STEP_MS)
  const { from, to } = localDayRange(now)
  const query = useQuery({ ...guideScheduleQueryOptions(channelId, from, to), enabled })
  const programmes = query.data?.programmes ?? []
  return {
    now,
    programmes,
    loading: enabled && query.isPending,
    /** Whether the schedule takes the synopsis' place: while it loads, and when it has programmes. */
    shown: enabled && (query.isPending || programmes.length > 0),
  }
}
