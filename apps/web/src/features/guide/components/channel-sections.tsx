import { useEffect, useRef } from 'react'
import { useWindowVirtualizer } from '@tanstack/react-virtual'
import { t } from '@myflix/shared'
import { ContentSkeleton } from '@/components/content/page-skeletons'
import { useIsMobile, useMediaQuery } from '@/components/layouts/use-is-mobile'
import { useCategories } from '@/lib/api/catalog/lists'
import { useCatalogSource } from '@/lib/api/catalog/status'
import { useNow } from '@/hooks/use-now'
import { DEFAULT_REM_PX, useRemPx } from '@/hooks/use-rem-px'
import { useScrollMargin } from '@/hooks/use-scroll-margin'
import { channelSectionHeight, SECTION_ROWS, TWO_COLUMN_QUERY } from '../lib/list-layout'
import { CHANNEL_ROW_PX } from './channel-row'
import { ChannelSection, type PlayCatchup, type PlayChannel } from './channel-section'

/**
 * Every live category as a section of channel rows. Providers list hundreds of categories, so the
 * sections are virtualised against the window. Rows are equally tall and the header's height is
 * fixed, so a section's height is computed, not measured (lib/list-layout.ts).
 */
export function ChannelSections({
  onPlay,
  onCatchup,
}: {
  onPlay: PlayChannel
  onCatchup: PlayCatchup
}) {
  const isMobile = useIsMobile()
  const columns = useMediaQuery(TWO_COLUMN_QUERY) ? 2 : 1
  const limit = isMobile ? SECTION_ROWS.phone : SECTION_ROWS.desktop
  const source = useCatalogSource('live')
  const categories = useCategories('live')
  const at = useNow()
  const listRef = useRef<HTMLDivElement>(null)
  const list = categories.data ?? []
  const remScale = useRemPx() / DEFAULT_REM_PX

  const scrollMargin = useScrollMargin(listRef, list.length)

  const virtualizer = useWindowVirtualizer({
    count: list.length,
    estimateSize: (index) =>
      channelSectionHeight(list[index]?.count ?? 0, limit, columns, CHANNEL_ROW_PX, remScale),
    overscan: 2,
    scrollMargin,
    getItemKey: (index) => `${source}:${list[index]?.id ?? index}`,
  })
  // A rotation or resize across a breakpoint, or 'Modo TV', changes every section's height.
  useEffect(() => virtualizer.measure(), [virtualizer, limit, columns, remScale])

  if (categories.isPending) {
    return <ContentSkeleton label={t('catalogUi.loadingChannels')} rows={3} />
  }
  if (list.length === 0) {
    return <p className="py-16 text-center text-muted">{t('catalogUi.emptyChannels')}</p>
  }
  return (
    <div ref={listRef} className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((row) => {
        const category = list[row.index]
        if (!category) return null
        return (
          <div
            key={row.key}
            className="absolute top-0 left-0 w-full"
            style={{ transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)` }}
          >
            <ChannelSection
              category={category}
              limit={limit}
              columns={columns}
              at={at}
              onPlay={onPlay}
              onCatchup={onCatchup}
            />
          </div>
        )
      })}
    </div>
  )
}
