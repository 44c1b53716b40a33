import type { CatalogItem } from '@myflix/shared'
import { paths } from '@/config/paths'
import { FavoriteHeart } from './favorite-heart'
import { PosterCard } from './poster-card'

/** /details/movie|series|channel/{id} for a catalogue title. */
export const titleHref = (item: Pick<CatalogItem, 'type' | 'id'>) =>
  paths.details.getHref(item.type === 'live' ? 'channel' : item.type, item.id)

/**
 * A poster that opens the title's details, with the favourite heart over its corner. The heart sits
 * beside the link, not inside it, so a click on it never navigates.
 */
export function TitleCard({ item }: { item: CatalogItem }) {
  return (
    <div className="relative">
      <PosterCard
        id={item.id}
        kind={item.type}
        title={item.name}
        image={item.image}
        href={titleHref(item)}
        subtitle={item.year}
      />
      <FavoriteHeart item={item} size="sm" className="absolute top-1.5 right-1.5" />
    </div>
  )
}
