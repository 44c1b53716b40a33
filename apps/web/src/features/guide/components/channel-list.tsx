import { useEffect, useMemo, useRef } from 'react'
import { useWindowVirtualizer } from '@tanstack/react-virtual'
import { t, type CatalogItem } from '@myflix/shared'
import { Spinner } from '@/components/ui/spinner'
import { useItems } from '@/lib/api/catalog/lists'
import { useNow } from '@/hooks/use-now'
import { useScrollMargin } from '@/hooks/use-scroll-margin'
import { useNowNext } from '../hooks/use-now-next'
import { usePlayChannel } from '../hooks/use-play-channel'
import { ROW_GAP_PX } from '../lib/list-layout'
import { CHANNEL_ROW_PX, ChannelRow } from './channel-row'

/** Rows rendered beyond the viewport on each side; also how early the next page is asked for. */
const OVERSCAN_ROWS = 6

export interface ChannelListProps {
  categoryId: string
  label: string
  /** The info button to the channel's details (not on /category/canais: spec §2). */
  details: boolean
}

/**
 * Every channel of a category as rows, virtualised against the window and fed 50 at a time, so a
 * 20,000-channel category keeps a small DOM. Now/next is asked only for the rows rendered.
 */
export function ChannelList({ categoryId, label, details }: ChannelListProps) {
  const query = useItems('live', categoryId)
  const { hasNextPage, isFetching, isError, fetchNextPage } = query
  const channels = useMemo<CatalogItem[]>(
    () => query.data?.pages.flatMap((page) => page.items) ?? [],
    [query.data],
  )
  const ids = useMemo(() => channels.map((channel) => channel.stream_id), [channels])
  const { playChannel, playCatchup, dialog } = usePlayChannel()
  const at = useNow()
  const listRef = useRef<HTMLDivElement>(null)
  const scrollMargin = useScrollMargin(listRef, channels.length > 0)

  const virtualizer = useWindowVirtualizer({
    count: channels.length,
    estimateSize: () => CHANNEL_ROW_PX + ROW_GAP_PX,
    overscan: OVERSCAN_ROWS,
    scrollMargin,
  })
  const rows = virtualizer.getVirtualItems()
  const first = rows[0]?.index ?? 0
  const last = rows.at(-1)?.index ?? -1
  const nowNext = useNowNext(ids, first, last)

  // Spec §4's paging: one page at a time, none after a failure, none past the end.
  useEffect(() => {
    if (channels.length > 0 && last >= channels.length - 1 - OVERSCAN_ROWS) {
      if (hasNextPage && !isFetching && !isError) void fetchNextPage({ cancelRefetch: false })
    }
  }, [last, channels.length, hasNextPage, isFetching, isError, fetchNextPage])

  if (query.isPending && query.fetchStatus !== 'idle') return <Spinner className="mx-auto my-16" />
  if (channels.length === 0) {
    return <p className="py-16 text-center text-muted">{t('catalogUi.emptyCategory')}</p>
  }
  return (
    <div ref={listRef} role="list" aria-label={label} data-testid="channel-list">
      <div className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
        {rows.map((row) => {
          const channel = channels[row.index]
          if (!channel) return null
          return (
            <div
              key={channel.id}
              role="listitem"
              className="absolute top-0 left-0 w-full"
              style={{
                transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`,
                paddingBottom: ROW_GAP_PX,
              }}
            >
              <ChannelRow
                channel={channel}
                entry={nowNext.get(channel.stream_id)}
                at={at}
                details={details}
                onPlay={() => playChannel(channel, channels)}
                onRestart={(programme) => playCatchup(channel, programme, channels)}
              />
            </div>
          )
        })}
      </div>
      {query.isFetchingNextPage && (
        <div className="flex justify-center py-6">
          <Spinner size="lg" label={t('catalogUi.loadingMore')} />
        </div>
      )}
      {dialog}
    </div>
  )
}
