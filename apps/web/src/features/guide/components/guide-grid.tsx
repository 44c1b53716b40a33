import { useLayoutEffect, useRef } from 'react'
import { useVirtualizer } from '@tanstack/react-virtual'
import { t, type CatalogItem, type Programme } from '@myflix/shared'
import { useIsMobile } from '@/components/layouts/use-is-mobile'
import { DEFAULT_REM_PX, useRemPx } from '@/hooks/use-rem-px'
import { useGridFocus } from '../hooks/use-grid-focus'
import { useChannelTotal, useGuideWindow } from '../hooks/use-guide-window'
import { gridSizes, ROW_OVERSCAN } from '../lib/grid-layout'
import { pagesSpanning } from '@/lib/guide-pages'
import { programmeState } from '@/lib/programme-time'
import {
  WINDOW_PAGE_SIZE,
  chunksOf,
  nowOffset,
  scrollLeftFor,
  widthOf,
  type Span,
} from '../lib/timeline'
import { GuideRow, GuideRowSkeleton } from './guide-row'
import { TimeRuler } from './time-ruler'

/** Where the scroll puts now a quarter into a `width` px view; the start when the day lacks now. */
function nowScrollLeft(span: Span, width: number, columnPx: number): number {
  const now = Date.now() / 1000
  return nowOffset(now, span) === null ? 0 : scrollLeftFor(now, span, width - columnPx)
}

/**
 * The programme guide: channels down (a sticky column), the day across, a "now" line. Virtualised
 * both ways in its own scroll box: rows by the channel (fetched 50 at a time), columns by 6-hour
 * chunk, so only the pages and chunks on screen are rendered and fetched, whatever the count.
 * `jump` changes when the user asks for now ('Agora'); the grid then scrolls to it.
 */
export function GuideGrid({
  categoryId,
  span,
  at,
  jump,
  onPlay,
  onOpen,
}: {
  categoryId: string | null
  span: Span
  at: number
  jump: number
  onPlay: (channel: CatalogItem, list: readonly CatalogItem[]) => void
  onOpen: (programme: Programme, channel: CatalogItem) => void
}) {
  const { rowPx, rulerPx, columnPx } = gridSizes(useRemPx() / DEFAULT_REM_PX, useIsMobile())
  const scrollerRef = useRef<HTMLDivElement>(null)
  const chunks = chunksOf(span)
  const { total, learn } = useChannelTotal(categoryId)

  // The lint warns for the React Compiler, which this app does not use.
  // eslint-disable-next-line react-hooks/incompatible-library
  const columns = useVirtualizer({
    horizontal: true,
    count: chunks.length,
    getScrollElement: () => scrollerRef.current,
    estimateSize: (index) => (chunks[index] ? widthOf(chunks[index]) : 0),
    overscan: 1,
    paddingStart: columnPx,
    // Opening on today starts at now, so the chunks of the morning are never asked for.
    initialOffset: () =>
      nowScrollLeft(span, scrollerRef.current?.clientWidth ?? window.innerWidth, columnPx),
  })
  const rows = useVirtualizer({
    count: total ?? 0,
    getScrollElement: () => scrollerRef.current,
    estimateSize: () => rowPx,
    overscan: ROW_OVERSCAN,
    paddingStart: rulerPx,
  })
  const shownChunks = columns.getVirtualItems().flatMap(({ index }) => chunks[index] ?? [])
  const rendered = {
    from: shownChunks[0]?.from ?? span.from,
    to: shownChunks.at(-1)?.to ?? span.to,
  }
  const rowItems = rows.getVirtualItems()
  const pages =
    total === null
      ? [0]
      : pagesSpanning(rowItems[0]?.index ?? 0, rowItems.at(-1)?.index ?? -1, WINDOW_PAGE_SIZE)
  const data = useGuideWindow(categoryId, pages, shownChunks)
  learn(data.answered)
  const focus = useGridFocus(scrollerRef, span)

  // 'Agora' (a new `jump`) scrolls to now, as opening does; a new day alone keeps the scroll (the
  // same hour, the next day).
  const jumped = useRef<number | null>(null)
  const { from, to } = span
  useLayoutEffect(() => {
    const scroller = scrollerRef.current
    if (!scroller || jumped.current === jump) return
    jumped.current = jump
    scroller.scrollLeft = nowScrollLeft({ from, to }, scroller.clientWidth, columnPx)
  }, [jump, from, to, columnPx])

  if (total === 0) {
    return <p className="py-16 text-center text-muted">{t('catalogUi.emptyChannels')}</p>
  }
  const width = columnPx + widthOf(span)
  const nowX = nowOffset(at, span)
  const loadedRows = rowItems.filter(({ index }) => data.rowAt(index) !== null)
  const active = focus.active
  const activeShown = active !== null && loadedRows.some(({ index }) => index === active.row)
  // Until a cell has had focus, the first row's programme on now takes Tab and arrows coming in.
  const onNowStart = (index: number) =>
    data.rowAt(index)?.programmes.find((programme) => programmeState(programme, at) === 'now')
      ?.start ?? null
  const tabStopOf = (index: number) =>
    activeShown
      ? index === active.row
        ? active.start
        : undefined
      : index === loadedRows[0]?.index
        ? onNowStart(index)
        : undefined

  return (
    <div
      ref={scrollerRef}
      role="grid"
      aria-label={t('guide.grid.title')}
      aria-rowcount={(total ?? 0) + 1}
      aria-busy={total === null || undefined}
      data-testid="guide-grid"
      onKeyDown={focus.onKeyDown}
      onFocus={focus.onFocus}
      className="relative h-[calc(100dvh-14rem)] min-h-80 overflow-auto overscroll-contain rounded-lg border border-border/60 bg-background max-md:h-[calc(100dvh-20rem)]"
      style={{ scrollPaddingLeft: columnPx, scrollPaddingTop: rulerPx }}
    >
      <div className="relative" style={{ width, height: rows.getTotalSize() }}>
        <TimeRuler
          span={span}
          rendered={rendered}
          columnPx={columnPx}
          heightPx={rulerPx}
          width={width}
        />
        {nowX !== null && (
          <div
            aria-hidden
            data-testid="now-line"
            className="pointer-events-none absolute top-0 z-10 w-0.5 bg-accent"
            style={{ left: columnPx + nowX, height: rows.getTotalSize() }}
          />
        )}
        {rowItems.map(({ index, start }) => {
          const row = data.rowAt(index)
          return (
            <div
              key={index}
              role="row"
              aria-rowindex={index + 2}
              className="absolute top-0 left-0 flex"
              style={{ width, height: rowPx, transform: `translateY(${start}px)` }}
            >
              {row ? (
                <GuideRow
                  index={index}
                  row={row}
                  span={span}
                  rendered={rendered}
                  at={at}
                  columnPx={columnPx}
                  heightPx={rowPx}
                  tabStop={tabStopOf(index)}
                  onPlay={(channel) => onPlay(channel, data.pageChannels(index))}
                  onOpen={onOpen}
                />
              ) : (
                <GuideRowSkeleton columnPx={columnPx} heightPx={rowPx} />
              )}
            </div>
          )
        })}
      </div>
    </div>
  )
}
