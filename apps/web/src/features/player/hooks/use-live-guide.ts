import { useMemo } from 'react'
import { useQueries } from '@tanstack/react-query'
import type { ChannelNowNext } from '@myflix/shared'
import { guideNowQueryOptions } from '@/lib/api/guide'
import { refetchDelay } from '@/lib/programme-time'
import { pageIds, pagesOfRows } from '@/lib/guide-pages'
import { pagesAround } from '../lib/guide-pages'

/**
 * What the playing channel shows now and next. The pages of its neighbours load too, so a zap
 * with ↑/↓ shows the new channel's programme at once; the channel's own page is asked again when
 * its programme ends. `ids` is the ↑/↓ list (or the channel alone); off when not live.
 */
export function useChannelNowNext(
  ids: readonly string[],
  currentId: string,
  enabled: boolean,
): ChannelNowNext | undefined {
  const list = useMemo(() => (ids.includes(currentId) ? ids : [currentId]), [ids, currentId])
  const pages = enabled ? pagesAround(list.length, list.indexOf(currentId)) : []
  const [own] = useQueries({
    queries: pages.map((page, at) => ({
      ...guideNowQueryOptions(pageIds(list, page)),
      // pagesAround puts the channel's own page first.
      refetchInterval:
        at === 0
          ? (query: { state: { data?: ChannelNowNext[] } }) =>
              refetchDelay(query.state.data?.filter((entry) => entry.id === currentId) ?? [])
          : false,
    })),
  })
  return own?.data?.find((entry) => entry.id === currentId)
}

/** One map of the pages' answers; defined once, so useQueries keeps it while they stay the same. */
const byChannel = (results: ReadonlyArray<{ data?: ChannelNowNext[] }>) =>
  new Map(results.flatMap((result) => result.data ?? []).map((entry) => [entry.id, entry]))

/** Now/next of the rows from `first` to `last` of the channel list, by channel id. */
export function useListNowNext(
  ids: readonly string[],
  first: number,
  last: number,
): ReadonlyMap<string, ChannelNowNext> {
  return useQueries({
    queries: pagesOfRows(ids, first, last).map((page) => guideNowQueryOptions(page)),
    combine: byChannel,
  })
}
