import { Link } from 'react-router'
import { ChevronRight } from 'lucide-react'
import { t, type CatalogItem } from '@myflix/shared'
import { ScrollRow } from '@/components/content/scroll-row'
import { TitleCard } from '@/components/content/title-card'
import { useRelated } from '@/lib/api/catalog/titles'
import { relatedHref } from '../lib/related-href'

/** Spec §9: the carousel holds 15; movie details show 5. */
export const RELATED_LIMIT = { carousel: 15, movieDetails: 5, page: 20 } as const

/** 'Mais Como Esse': titles of the same category, with 'Ver Tudo' to /related/{id}. */
export function RelatedCarousel({ item, limit }: { item: CatalogItem; limit: number }) {
  const related = useRelated(item.type, item.id, limit)
  const items = related.data ?? []
  if (items.length === 0) return null
  return (
    <section aria-labelledby="related-heading">
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 id="related-heading" className="text-xl font-bold">
          {t('titles.related.carousel')}
        </h2>
        <Link
          to={relatedHref(item.type, item.id)}
          className="inline-flex min-h-11 shrink-0 items-center gap-1 rounded-lg px-2 text-sm font-semibold text-muted hover:text-foreground"
        >
          {t('titles.related.seeAll')}
          <ChevronRight aria-hidden className="size-4" />
        </Link>
      </div>
      <ScrollRow
        items={items}
        getKey={(entry: CatalogItem) => `${entry.type}/${entry.id}`}
        renderItem={(entry) => <TitleCard item={entry} />}
        label={t('titles.related.carousel')}
      />
    </section>
  )
}
