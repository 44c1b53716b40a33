import { useMemo } from 'react'
import { useQueries, type UseQueryResult } from '@tanstack/react-query'
import type { ChannelNowNext } from '@myflix/shared'
import { guideNowQueryOptions } from '@/lib/api/guide'
import { pagesOfRows } from '@/lib/guide-pages'
import { refetchDelay } from '@/lib/programme-time'

function byChannel(results: UseQueryResult<ChannelNowNext[]>[]): Map<string, ChannelNowNext> {
  const map = new Map<string, ChannelNowNext>()
  for (const result of results) for (const entry of result.data ?? []) map.set(entry.id, entry)
  return map
}

/**
 * Now and next of the channels on screen: `ids` are a list's stream ids, `first`..`last` the rows
 * shown. Asked in aligned pages (lib/guide-pages.ts), each asked again just after the earliest
 * programme it shows ends, never on a fixed short poll.
 */
export function useNowNext(
  ids: readonly string[],
  first = 0,
  last = ids.length - 1,
): Map<string, ChannelNowNext> {
  const batches = useMemo(() => pagesOfRows(ids, first, last), [ids, first, last])
  return useQueries({
    queries: batches.map((batch) => ({
      ...guideNowQueryOptions(batch),
      refetchInterval: (query: { state: { data?: ChannelNowNext[] } }) =>
        refetchDelay(query.state.data ?? []),
    })),
    combine: byChannel,
  })
}
