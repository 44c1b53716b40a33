import { Fragment, type ReactNode } from 'react'
import { Link } from 'react-router'
import { ArrowLeft } from 'lucide-react'
import { t, type CategoryCount, type ContentType, type MessageKey } from '@myflix/shared'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import type { CategoryType, GridType } from '@/config/paths'
import { useCategories } from '@/lib/api/catalog/lists'
import { useCatalogSource } from '@/lib/api/catalog/status'
import { categoryTitle } from '../lib/category-title'
import { backHref, CATEGORY_TYPES, GRID_TYPES } from '../lib/content-links'
import { CategoryGrid } from './category-grid'
import { useDocumentTitle } from '@/hooks/use-document-title'

const KIND: Record<ContentType, MessageKey> = {
  movie: 'catalogUi.kindMovies',
  series: 'catalogUi.kindSeries',
  live: 'catalogUi.kindChannels',
}

/**
 * How a live category lists its channels, given by the route (features/guide's rows). `details`:
 * whether a channel offers its details page (not on /category/canais, spec §2).
 */
export type LiveList = (list: { categoryId: string; label: string; details: boolean }) => ReactNode

type Lookup =
  | { by: 'name'; urlType: CategoryType; value: string }
  | { by: 'id'; urlType: GridType; value: string }

/**
 * /category/{type}/{name} and /grid/{tipo}/{categoryId}: one category, titled with its count, in a
 * virtualised grid of posters, or for channels in `liveList`'s rows. On /category channels carry
 * 'AO VIVO' and no way to their details (spec §2: not openable); a row still plays.
 */
export function CategoryPage({ lookup, liveList }: { lookup: Lookup; liveList: LiveList }) {
  const type = lookup.by === 'name' ? CATEGORY_TYPES[lookup.urlType] : GRID_TYPES[lookup.urlType]
  const source = useCatalogSource(type)
  const categories = useCategories(type, { withEmpty: true })
  const category: CategoryCount | null | undefined = categories.isPending
    ? undefined
    : (categories.data?.find((entry) =>
        lookup.by === 'name' ? entry.name === lookup.value : entry.id === lookup.value,
      ) ?? null)
  const back =
    lookup.by === 'name'
      ? backHref(lookup.urlType)
      : backHref(lookup.urlType === 'tv' ? 'canais' : lookup.urlType)
  const title = categoryTitle({ ...lookup, kind: t(KIND[type]), category })
  // The category's name; a grid's id never (it may be one parental control hides).
  useDocumentTitle(category?.name ?? (lookup.by === 'name' ? lookup.value : t(KIND[type])))

  return (
    <div className="flex flex-col gap-6">
      <div className="flex items-center gap-2">
        <Button asChild variant="ghost" size="icon">
          <Link to={back} aria-label={t('common.back')}>
            <ArrowLeft aria-hidden />
          </Link>
        </Button>
        <h1 className="min-w-0 truncate text-xl font-bold tracking-tight sm:text-2xl">{title}</h1>
      </div>
      {categories.isPending ? (
        <Spinner className="mx-auto my-16" />
      ) : category && category.count > 0 ? (
        type === 'live' ? (
          <Fragment key={`${source}:${category.id}`}>
            {liveList({
              categoryId: category.id,
              label: category.name,
              details: lookup.by === 'id',
            })}
          </Fragment>
        ) : (
          <CategoryGrid
            key={`${source}:${category.id}`}
            type={type}
            categoryId={category.id}
            label={category.name}
          />
        )
      ) : (
        <p className="py-16 text-center text-muted">{t('catalogUi.emptyCategory')}</p>
      )}
    </div>
  )
}
