import { useId, useMemo } from 'react'
import { t, type CatalogItem, type CategoryCount, type Programme } from '@myflix/shared'
import { SectionHeader } from '@/components/content/section-header'
import { paths } from '@/config/paths'
import { useItems } from '@/lib/api/catalog/lists'
import { useNowNext } from '../hooks/use-now-next'
import { ROW_GAP_PX } from '../lib/list-layout'
import { ChannelRow, ChannelRowSkeleton } from './channel-row'

export type PlayChannel = (channel: CatalogItem, list: readonly CatalogItem[]) => void
/** Plays a programme of a channel's archive (issue 19: 'Assistir do início'). */
export type PlayCatchup = (
  channel: CatalogItem,
  programme: Programme,
  list: readonly CatalogItem[],
) => void

/**
 * One live category on /tv: its name and count with 'Ver Tudo' (the whole category at
 * /grid/tv/{id}), and its first `limit` channels as rows with what is on now. The section mounts
 * only near the viewport (channel-sections.tsx), so now/next is asked only for rows on screen.
 */
export function ChannelSection({
  category,
  limit,
  columns,
  at,
  onPlay,
  onCatchup,
}: {
  category: CategoryCount
  limit: number
  columns: number
  at: number
  onPlay: PlayChannel
  onCatchup: PlayCatchup
}) {
  const titleId = useId()
  const query = useItems('live', category.id)
  const firstPage = query.data?.pages[0]?.items
  const channels = useMemo(() => firstPage?.slice(0, limit) ?? [], [firstPage, limit])
  const ids = useMemo(() => channels.map((channel) => channel.stream_id), [channels])
  const nowNext = useNowNext(ids)
  const waiting = channels.length === 0 && !query.isError && category.count > 0

  return (
    <section aria-labelledby={titleId} className="pb-8" data-testid="category-section">
      <SectionHeader
        id={titleId}
        title={t('catalogUi.sectionTitle', { name: category.name, count: category.count })}
        seeAllHref={paths.grid.getHref('tv', category.id)}
      />
      <ul
        aria-label={category.name}
        aria-busy={waiting || undefined}
        className="grid"
        style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, gap: ROW_GAP_PX }}
      >
        {waiting
          ? Array.from({ length: Math.min(category.count, limit) }, (_, row) => (
              <li key={row}>
                <ChannelRowSkeleton />
              </li>
            ))
          : channels.map((channel) => (
              <li key={channel.id}>
                <ChannelRow
                  channel={channel}
                  entry={nowNext.get(channel.stream_id)}
                  at={at}
                  onPlay={() => onPlay(channel, channels)}
                  onRestart={(programme) => onCatchup(channel, programme, channels)}
                />
              </li>
            ))}
      </ul>
    </section>
  )
}
