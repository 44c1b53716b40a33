import { useId } from 'react'
import { t, type CategoryCount, type ContentType } from '@myflix/shared'
import { PosterSkeleton } from '@/components/content/poster-card'
import { ScrollRow } from '@/components/content/scroll-row'
import { TitleCard } from '@/components/content/title-card'
import { Spinner } from '@/components/ui/spinner'
import { paths } from '@/config/paths'
import { usePagedItems } from '../hooks/use-paged-items'
import { usePosterWarmup } from '../hooks/use-poster-warmup'
import { CATEGORY_TYPE_OF } from '../lib/content-links'
import { PAGING, prefetchIndex } from '../lib/paging'
import { SectionHeader } from './section-header'

/** Spec §9: a desktop section shows a grid of 24. */
export const DESKTOP_GRID_ITEMS = 24
/** Skeleton cards a phone row shows while its first page loads (as tall as the real row). */
const SKELETON_CARDS = [0, 1, 2, 3]

const seeAllHref = (type: ContentType, category: CategoryCount) =>
  type === 'live'
    ? paths.grid.getHref('tv', category.id)
    : paths.category.getHref(CATEGORY_TYPE_OF[type], category.name)

/**
 * One category of Filmes, Séries or TV: its name, count and 'Ver Tudo'. Phones get a horizontal row
 * that pages by the spec §4 rules; desktops a grid of the first 24.
 */
export function CategorySection({
  type,
  category,
  isMobile,
}: {
  type: ContentType
  category: CategoryCount
  isMobile: boolean
}) {
  const titleId = useId()
  const paged = usePagedItems(type, category.id)
  usePosterWarmup(type, `section:${type}:${category.id}`, paged.items)
  const title = t('catalogUi.sectionTitle', { name: category.name, count: category.count })

  return (
    // pb-8: SECTION_PADDING_BOTTOM_PX (lib/section-size.ts).
    <section aria-labelledby={titleId} className="pb-8" data-testid="category-section">
      <SectionHeader id={titleId} title={title} seeAllHref={seeAllHref(type, category)} />
      {paged.isLoading && isMobile ? (
        <ScrollRow
          label={category.name}
          items={SKELETON_CARDS}
          getKey={String}
          renderItem={() => <PosterSkeleton kind={type === 'live' ? 'live' : 'movie'} />}
          footer={<Spinner className="size-6" label={t('common.loading')} />}
        />
      ) : paged.isLoading ? (
        <Spinner className="size-8" />
      ) : isMobile ? (
        <ScrollRow
          label={category.name}
          items={paged.items}
          getKey={(item) => item.id}
          renderItem={(item) => <TitleCard item={item} />}
          onLoadMore={paged.loadMore}
          prefetchIndex={paged.hasMore ? prefetchIndex(paged.items.length) : -1}
          loadMoreMarginPx={PAGING.loadMoreMarginPx}
          prefetchMarginPx={PAGING.prefetchMarginPx}
          footer={
            paged.isFetchingMore ? (
              <Spinner className="size-6" label={t('catalogUi.loadingMore')} />
            ) : null
          }
        />
      ) : (
        <ul
          aria-label={category.name}
          className="grid grid-cols-[repeat(auto-fill,minmax(9.5rem,1fr))] gap-3"
        >
          {paged.items.slice(0, DESKTOP_GRID_ITEMS).map((item) => (
            <li key={item.id}>
              <TitleCard item={item} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
