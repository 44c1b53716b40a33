import { useEffect, useRef, type ReactNode } from 'react'

/** Card widths of a row (w-28, and sm:w-36 from 640 px); keep in step with the item markup below. */
export const ROW_CARD_WIDTH_PX = { base: 112, sm: 144 } as const
/** The row's padding under its cards (pb-2). */
export const ROW_PADDING_BOTTOM_PX = 8

export interface ScrollRowProps<T> {
  items: readonly T[]
  getKey: (item: T) => string
  renderItem: (item: T) => ReactNode
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
 * A horizontal scroller (phones). Two sentinels drive paging: one after the last item (near within
 * `loadMoreMarginPx`) and one on the item at `prefetchIndex` (within `prefetchMarginPx`).
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
  const rootRef = useRef<HTMLUListElement>(null)
  const endRef = useRef<HTMLLIElement>(null)
  const prefetchRef = useRef<HTMLDivElement>(null)
  useNearby(rootRef, endRef, loadMoreMarginPx, onLoadMore, items.length)
  useNearby(rootRef, prefetchRef, prefetchMarginPx, onLoadMore, prefetchIndex)

  return (
    <ul
      ref={rootRef}
      aria-label={label}
      className="-mx-4 flex snap-x scroll-px-4 gap-3 overflow-x-auto scroll-smooth px-4 pb-2 [scrollbar-width:none] sm:-mx-6 sm:scroll-px-6 sm:px-6 lg:-mx-10 lg:scroll-px-10 lg:px-10"
    >
      {items.map((item, index) => (
        <li key={getKey(item)} className="relative w-28 shrink-0 snap-start sm:w-36">
          {renderItem(item)}
          {index === prefetchIndex && (
            <div ref={prefetchRef} aria-hidden className="absolute top-0 left-0 size-px" />
          )}
        </li>
      ))}
      <li ref={endRef} className="flex min-w-px shrink-0 items-center">
        {footer}
      </li>
    </ul>
  )
}
