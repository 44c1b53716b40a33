import { useId } from 'react'
import { PosterCard } from '@/components/content/poster-card'
import { ScrollRow } from '@/components/content/scroll-row'
import { detailsHref } from '../lib/content-links'
import { SectionHeader } from './section-header'

export interface RowCard {
  id: string
  type: 'movie' | 'series' | 'live'
  name: string
  image: string | null
  year?: string | null
}

/** Spec §9: a home row shows 15 items. */
export const HOME_ROW_ITEMS = 15

/** A titled horizontal row of cards for the home, with 'Ver Tudo'. */
export function ContentRow({
  title,
  items,
  seeAllHref,
}: {
  title: string
  items: RowCard[]
  seeAllHref?: string
}) {
  const titleId = useId()
  return (
    <section aria-labelledby={titleId} className="pb-8" data-testid="content-row">
      <SectionHeader id={titleId} title={title} seeAllHref={seeAllHref} />
      <ScrollRow
        label={title}
        items={items.slice(0, HOME_ROW_ITEMS)}
        getKey={(item) => `${item.type}:${item.id}`}
        renderItem={(item) => (
          <PosterCard
            id={item.id}
            kind={item.type}
            title={item.name}
            image={item.image}
            subtitle={item.year}
            href={detailsHref(item.type, item.id)}
          />
        )}
      />
    </section>
  )
}
