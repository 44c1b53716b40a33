import { useId } from 'react'
import { t, type CategoryCount } from '@myflix/shared'
import { PosterSkeleton } from '@/components/content/poster-skeleton'
import { ScrollRow } from '@/components/content/scroll-row'
import { TitleCard } from '@/components/content/title-card'
import { Spinner } from '@/components/ui/spinner'
import { paths } from '@/config/paths'
import { usePagedItems } from '../hooks/use-paged-items'
import { usePosterWarmup } from '../hooks/use-poster-warmup'
import { CATEGORY_TYPE_OF, type BrowseType } from '../lib/content-links'
import { PAGING, prefetchIndex } from '../lib/paging'
import { DESKTOP_GRID_ITEMS } from '../lib/section-size'
import { SectionHeader } from '@/components/content/section-header'

/** Skeleton cards a phone row shows while its first page loads (as tall as the real row). */
const SKELETON_CARDS = [0, 1, 2, 3]
// Columns of at least 9.5rem with gap-3: lib/section-size.ts computes its height from these.
const DESKTOP_GRID = 'grid grid-cols-[repeat(auto-fill,minmax(9.5rem,1fr))] gap-3'

const seeAllHref = (type: BrowseType, category: CategoryCount) =>
  paths.category.getHref(CATEGORY_TYPE_OF[type], category.name)

/**
 * One category of Filmes or Séries: its name, count and 'Ver Tudo'. Phones get a horizontal row
 * that pages by the spec §4 rules; desktops a grid of the first 24.
 */
export function CategorySection({
  type,
  category,
  isMobile,
  first = false,
}: {
  type: BrowseType
  category: CategoryCount
  isMobile: boolean
  /** The page's first section, whose first poster is the largest paint. */
  first?: boolean
}) {
  const titleId = useId()
  const paged = usePagedItems(type, category.id)
  usePosterWarmup(type, `section:${type}:${category.id}`, paged.items)
  const title = t('catalogUi.sectionTitle', { name: category.name, count: category.count })
  // No page yet, including while the list waits for the catalogue's source: the section keeps
  // its final size in card shapes instead of collapsing to an empty list.
  const waiting = paged.isLoading || (paged.pagesLoaded === 0 && !paged.isError)

  return (
    // pb-8: SECTION_PADDING_BOTTOM_PX (lib/section-size.ts).
    <section aria-labelledby={titleId} className="pb-8" data-testid="category-section">
      <SectionHeader id={titleId} title={title} seeAllHref={seeAllHref(type, category)} />
      {waiting && isMobile ? (
        <ScrollRow
          label={category.name}
          items={SKELETON_CARDS}
          getKey={String}
          renderItem={() => <PosterSkeleton kind="movie" />}
          footer={<Spinner size="md" label={t('common.loading')} />}
        />
      ) : waiting ? (
        // The grid it will be, in card shapes: the section keeps its height when the titles come.
        <ul aria-label={category.name} aria-busy className={DESKTOP_GRID}>
          {Array.from({ length: Math.min(category.count, DESKTOP_GRID_ITEMS) }, (_, card) => (
            <li key={card}>
              <PosterSkeleton kind="movie" />
            </li>
          ))}
        </ul>
      ) : isMobile ? (
        <ScrollRow
          label={category.name}
          items={paged.items}
          getKey={(item) => item.id}
          renderItem={(item, position) => (
            <TitleCard item={item} priority={first && position === 0} />
          )}
          onLoadMore={paged.loadMore}
          prefetchIndex={paged.hasMore ? prefetchIndex(paged.items.length) : -1}
          loadMoreMarginPx={PAGING.loadMoreMarginPx}
          prefetchMarginPx={PAGING.prefetchMarginPx}
          footer={
            paged.isFetchingMore ? <Spinner size="md" label={t('catalogUi.loadingMore')} /> : null
          }
        />
      ) : (
        <ul aria-label={category.name} className={DESKTOP_GRID}>
          {paged.items.slice(0, DESKTOP_GRID_ITEMS).map((item, position) => (
            <li key={item.id}>
              <TitleCard item={item} priority={first && position === 0} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
