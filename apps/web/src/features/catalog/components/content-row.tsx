import { useId } from 'react'
import type { CatalogItem } from '@myflix/shared'
import { ScrollRow } from '@/components/content/scroll-row'
import { TitleCard } from '@/components/content/title-card'
import { SectionHeader } from '@/components/content/section-header'

/** Spec §9: a home row shows 15 items. */
export const HOME_ROW_ITEMS = 15

/** A titled horizontal row of cards for the home, with 'Ver Tudo'. */
export function ContentRow({
  title,
  items,
  seeAllHref,
}: {
  title: string
  items: readonly CatalogItem[]
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
        renderItem={(item) => <TitleCard item={item} />}
      />
    </section>
  )
}
