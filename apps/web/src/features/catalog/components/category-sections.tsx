import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { useWindowVirtualizer } from '@tanstack/react-virtual'
import { t, type MessageKey } from '@myflix/shared'
import { useIsMobile, useMediaQuery } from '@/components/layouts/use-is-mobile'
import { ROW_WIDE_QUERY } from '@/components/content/scroll-row'
import { ContentSkeleton } from '@/components/content/page-skeletons'
import { useCategories } from '@/lib/api/catalog/lists'
import { useCatalogSource } from '@/lib/api/catalog/status'
import type { BrowseType } from '../lib/content-links'
import { desktopSectionHeight, sectionEstimate } from '../lib/section-size'
import { CategorySection } from './category-section'

const TEXTS: Record<BrowseType, { loading: MessageKey; empty: MessageKey }> = {
  movie: { loading: 'catalogUi.loadingMovies', empty: 'catalogUi.emptyMovies' },
  series: { loading: 'catalogUi.loadingSeries', empty: 'catalogUi.emptySeries' },
}

/**
 * Every category of a type as a section. Providers can list hundreds of categories, so sections are
 * virtualised against the window: only those near the viewport mount (and fetch their first page).
 */
export function CategorySections({ type }: { type: BrowseType }) {
  const isMobile = useIsMobile()
  const wide = useMediaQuery(ROW_WIDE_QUERY)
  const estimate = sectionEstimate(isMobile, wide)
  const source = useCatalogSource(type)
  const categories = useCategories(type)
  const listRef = useRef<HTMLDivElement>(null)
  const [scrollMargin, setScrollMargin] = useState(0)
  const [width, setWidth] = useState(0)
  const list = categories.data ?? []

  useLayoutEffect(() => {
    const element = listRef.current
    if (!element) return
    setScrollMargin(element.getBoundingClientRect().top + window.scrollY)
    const measureWidth = () => setWidth(element.clientWidth)
    measureWidth()
    window.addEventListener('resize', measureWidth)
    return () => window.removeEventListener('resize', measureWidth)
  }, [list.length])

  const virtualizer = useWindowVirtualizer({
    count: list.length,
    // Desktop grids from their title count and the list's width: each section's final height.
    estimateSize: (index) =>
      !isMobile && width > 0 ? desktopSectionHeight(list[index]?.count ?? 0, width) : estimate,
    overscan: 2,
    scrollMargin,
    getItemKey: (index) => `${source}:${list[index]?.id ?? index}`,
  })
  // A rotation or resize across a breakpoint changes every unmeasured section's height.
  useEffect(() => virtualizer.measure(), [virtualizer, estimate, width])

  if (categories.isPending) {
    return <ContentSkeleton label={t(TEXTS[type].loading)} rows={3} />
  }
  if (list.length === 0)
    return <p className="py-16 text-center text-muted">{t(TEXTS[type].empty)}</p>

  return (
    <div ref={listRef} className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((row) => {
        const category = list[row.index]
        if (!category) return null
        return (
          <div
            key={row.key}
            data-index={row.index}
            data-estimate={estimate}
            ref={virtualizer.measureElement}
            className="absolute top-0 left-0 w-full"
            style={{ transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)` }}
          >
            <CategorySection
              type={type}
              category={category}
              isMobile={isMobile}
              first={row.index === 0}
            />
          </div>
        )
      })}
    </div>
  )
}
