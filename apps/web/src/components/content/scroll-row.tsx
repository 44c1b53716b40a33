import { useEffect, useRef, type ReactNode } from 'react'
import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual'
import { useMediaQuery } from '@/components/layouts/use-is-mobile'
import { SpatialScope, useSpatialSection } from '@/lib/spatial-navigation'
import { DEFAULT_REM_PX, useRemPx } from '@/hooks/use-rem-px'

/**
 * Card widths of a row (w-28, and sm:w-36 from 640 px) at the default 16 px root; keep in step with
 * ROW_CARD_CLASS.
 */
export const ROW_CARD_WIDTH_PX = { base: 112, sm: 144 } as const
/** A row card's width, also used where cards wrap instead of scrolling (Favoritos). */
export const ROW_CARD_CLASS = 'w-28 shrink-0 sm:w-36'
/** From this width on, rows use the wider cards (Tailwind's sm). */
export const ROW_WIDE_QUERY = '(min-width: 640px)'
/** The row's padding under its cards (pb-2). */
export const ROW_PADDING_BOTTOM_PX = 8
/** The gap between cards (gap-3). */
const GAP_PX = 12
/**
 * Cards mounted beyond each edge of the visible part. Enough that Tab always finds the next card
 * mounted (focusing it scrolls it in, which mounts more), and that a 15-card home row mounts whole
 * on a desktop. A phone's row shows three cards: six more on each side made its first screen mount
 * three times the cards it shows (a home of three rows ~30 cards, a Filmes page ~50).
 */
const OVERSCAN_CARDS = { base: 2, sm: 6 } as const

export interface ScrollRowProps<T> {
  items: readonly T[]
  getKey: (item: T) => string
  renderItem: (item: T, index: number) => ReactNode
  /** Called when the end sentinel or the prefetch sentinel comes near; the caller applies the rules. */
  onLoadMore?: () => void
  /** Index of the item that carries the prefetch sentinel; -1 for none. */
  prefetchIndex?: number
  loadMoreMarginPx?: number
  prefetchMarginPx?: number
  footer?: ReactNode
  label?: string
}

function useNearby(
  root: React.RefObject<HTMLElement | null>,
  target: React.RefObject<HTMLElement | null>,
  marginPx: number,
  onNear: (() => void) | undefined,
  deps: unknown,
) {
  const latest = useRef(onNear)
  useEffect(() => {
    latest.current = onNear
  })
  useEffect(() => {
    const element = target.current
    if (!element || !root.current || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current?.()
      },
      { root: root.current, rootMargin: `0px ${marginPx}px 0px ${marginPx}px` },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [root, target, marginPx, deps])
}

/**
 * The scroller's width, or the window's while the row has none (not laid out yet, or hidden): the
 * row then still mounts its first cards instead of none, and corrects itself once it is measured.
 */
const observeRowRect: typeof observeElementRect<HTMLDivElement> = (instance, onRect) =>
  observeElementRect(instance, (rect) =>
    onRect(rect.width > 0 ? rect : { width: window.innerWidth, height: rect.height }),
  )

/**
 * A horizontal scroller (phones, and the home's and details' short rows). Only the cards near the
 * visible part are mounted: a phone row pages 50 at a time and would otherwise keep every card it
 * ever loaded. Cards have a fixed width, so every card's place is known without measuring.
 *
 * Two sentinels drive paging, as if every card were mounted: one after the end of the whole list
 * (near within `loadMoreMarginPx`) and one at the place of the item at `prefetchIndex` (within
 * `prefetchMarginPx`). Both stay mounted whatever is scrolled into view.
 */
export function ScrollRow<T>({
  items,
  getKey,
  renderItem,
  onLoadMore,
  prefetchIndex = -1,
  loadMoreMarginPx = 200,
  prefetchMarginPx = 400,
  footer,
  label,
}: ScrollRowProps<T>) {
  const rootRef = useRef<HTMLDivElement>(null)
  const endRef = useRef<HTMLDivElement>(null)
  const prefetchRef = useRef<HTMLDivElement>(null)
  // One spatial section per row: ↑/↓ leave it for the row over or under, which returns to its last card.
  const { ref: sectionRef, focusKey, sectionProps } = useSpatialSection<HTMLUListElement>()
  const size = useMediaQuery(ROW_WIDE_QUERY) ? 'sm' : 'base'
  const remPx = useRemPx()
  // Cards are sized in rem: on a wide screen or in 'Modo TV' the root, and so each card, is larger.
  const cardWidth = (ROW_CARD_WIDTH_PX[size] * remPx) / DEFAULT_REM_PX
  // The list's own horizontal padding (px-4…px-10) is not told to the virtualiser; the overscan
  // covers those few pixels. The lint warns for the React Compiler, which this app does not use.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: items.length,
    horizontal: true,
    getScrollElement: () => rootRef.current,
    estimateSize: () => cardWidth,
    gap: GAP_PX,
    overscan: OVERSCAN_CARDS[size],
    initialRect: { width: typeof window === 'undefined' ? 0 : window.innerWidth, height: 0 },
    observeElementRect: observeRowRect,
  })
  useEffect(() => virtualizer.measure(), [virtualizer, cardWidth])
  useNearby(rootRef, endRef, loadMoreMarginPx, onLoadMore, items.length)
  useNearby(rootRef, prefetchRef, prefetchMarginPx, onLoadMore, prefetchIndex)

  const cards = virtualizer.getVirtualItems()
  const first = cards[0]
  return (
    <div
      ref={rootRef}
      className="-mx-4 snap-x scroll-px-4 overflow-x-auto scroll-smooth px-4 pb-2 [scrollbar-width:none] sm:-mx-6 sm:scroll-px-6 sm:px-6 lg:-mx-10 lg:scroll-px-10 lg:px-10"
    >
      <div className="relative flex w-max gap-3">
        {/* As wide as the whole list; the mounted cards start where the first of them belongs. */}
        <SpatialScope focusKey={focusKey}>
          <ul
            ref={sectionRef}
            {...sectionProps}
            aria-label={label}
            className="flex shrink-0 gap-3"
            style={{ width: virtualizer.getTotalSize(), paddingLeft: first?.start ?? 0 }}
          >
            {cards.map((card) => {
              const item = items[card.index] as T
              return (
                <li
                  key={getKey(item)}
                  aria-posinset={card.index + 1}
                  aria-setsize={items.length}
                  className={`${ROW_CARD_CLASS} snap-start`}
                >
                  {renderItem(item, card.index)}
                </li>
              )
            })}
          </ul>
        </SpatialScope>
        {prefetchIndex >= 0 && prefetchIndex < items.length && (
          <div
            ref={prefetchRef}
            aria-hidden
            data-testid="row-prefetch-sentinel"
            className="absolute top-0 size-px"
            style={{ left: prefetchIndex * (cardWidth + GAP_PX) }}
          />
        )}
        <div ref={endRef} className="flex min-w-px shrink-0 items-center">
          {footer}
        </div>
      </div>
    </div>
  )
}
