import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import { useWindowVirtualizer } from '@tanstack/react-virtual'
import { DEFAULT_REM_PX, useRemPx } from '@/hooks/use-rem-px'
import { useScrollMargin } from '@/hooks/use-scroll-margin'
import { SpatialScope, useSpatialSection } from '@/lib/spatial-navigation'
import { CARD_CAPTION_PX } from './poster-card'

const GAP_PX = 12
/** Rows rendered beyond the viewport on each side; also how early the next page is asked for. */
const OVERSCAN_ROWS = 3

export interface VirtualGridProps<T> {
  items: readonly T[]
  getKey: (item: T) => string
  renderItem: (item: T) => ReactNode
  /** Image height / width: 1.5 for posters, 1 for channel logos. */
  aspect?: number
  /** A card's height below its image. */
  captionPx?: number
  /** Asked when the rendered rows reach the last loaded rows (the caller decides whether to fetch). */
  onNearEnd?: () => void
  /** Shown under the grid, e.g. 'Carregando mais...'. */
  footer?: ReactNode
  label?: string
}

/** Columns for a list `width` px wide; cards' least width grows with the root (a TV, 'Modo TV'). */
export function columnsFor(width: number, remPx: number = DEFAULT_REM_PX): number {
  const min = ((width < 640 ? 104 : 160) * remPx) / DEFAULT_REM_PX
  return Math.max(2, Math.floor((width + GAP_PX) / (min + GAP_PX)))
}

function useElementWidth(ref: React.RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0)
  useLayoutEffect(() => {
    const element = ref.current
    if (!element) return
    const read = () => setWidth(element.clientWidth || window.innerWidth)
    read()
    if (typeof ResizeObserver === 'undefined') {
      window.addEventListener('resize', read)
      return () => window.removeEventListener('resize', read)
    }
    const observer = new ResizeObserver(read)
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref])
  return width
}

/**
 * A grid that only renders the rows near the viewport, scrolling with the window, so a category of
 * 20,000 items keeps a small DOM. Items arrive in pages; `onNearEnd` asks for the next one.
 */
export function VirtualGrid<T>({
  items,
  getKey,
  renderItem,
  aspect = 1.5,
  captionPx = CARD_CAPTION_PX.poster,
  onNearEnd,
  footer,
  label,
}: VirtualGridProps<T>) {
  const listRef = useRef<HTMLDivElement>(null)
  // The whole grid is one section: its cards are siblings, so ↓ finds the card under by geometry.
  const { ref: sectionRef, focusKey, sectionProps } = useSpatialSection<HTMLDivElement>()
  const width = useElementWidth(listRef)
  const columns = columnsFor(width, useRemPx())
  const columnWidth = (width - GAP_PX * (columns - 1)) / columns
  const rowCount = Math.ceil(items.length / columns)
  const scrollMargin = useScrollMargin(listRef, width)

  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => Math.round(columnWidth * aspect) + captionPx + GAP_PX,
    overscan: OVERSCAN_ROWS,
    scrollMargin,
  })

  useEffect(() => virtualizer.measure(), [virtualizer, columns, columnWidth])

  const virtualRows = virtualizer.getVirtualItems()
  const lastRendered = virtualRows.at(-1)?.index ?? -1
  useEffect(() => {
    if (rowCount > 0 && lastRendered >= rowCount - 1 - OVERSCAN_ROWS) onNearEnd?.()
  }, [lastRendered, rowCount, onNearEnd])

  return (
    <div ref={listRef} role="list" aria-label={label} data-testid="virtual-grid">
      <div
        ref={sectionRef}
        {...sectionProps}
        className="relative w-full"
        style={{ height: virtualizer.getTotalSize() }}
      >
        <SpatialScope focusKey={focusKey}>
          {virtualRows.map((row) => {
            const start = row.index * columns
            return (
              <div
                key={row.key}
                data-index={row.index}
                ref={virtualizer.measureElement}
                className="absolute top-0 left-0 grid w-full"
                style={{
                  transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`,
                  gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
                  columnGap: GAP_PX,
                  paddingBottom: GAP_PX,
                }}
              >
                {items.slice(start, start + columns).map((item) => (
                  <div role="listitem" key={getKey(item)}>
                    {renderItem(item)}
                  </div>
                ))}
              </div>
            )
          })}
        </SpatialScope>
      </div>
      {footer}
    </div>
  )
}
