import { t, type CatalogItem } from '@myflix/shared'
import { paths } from '@/config/paths'
import { FavoriteHeart } from './favorite-heart'
import { MovieMarks } from './library-marks'
import { LiveBadge, PosterCard } from './poster-card'
import { useCardFavoriteKeys } from './use-card-favorite-keys'

/** /details/movie|series|channel/{id} for a catalogue title. */
export const titleHref = (item: Pick<CatalogItem, 'type' | 'id'>) =>
  paths.details.getHref(item.type === 'live' ? 'channel' : item.type, item.id)

/**
 * A catalogue title as a card: the poster opens its details (unless `openable` is false, as for live
 * channels on /category/canais), with the favourite heart over its corner. Live channels carry
 * 'AO VIVO' and no heart. The heart sits beside the link, not inside it, so a click on it never
 * navigates; it is no Tab stop of its own (the card's keys toggle it). A movie started or watched
 * carries the library's bar or mark (series posters carry none: their episodes do, on the details
 * page; docs/decisions.md).
 */
export function TitleCard({
  item,
  openable = true,
  priority = false,
}: {
  item: CatalogItem
  openable?: boolean
  /** The page's first poster, its largest paint (PosterCard). */
  priority?: boolean
}) {
  const live = item.type === 'live'
  const keys = useCardFavoriteKeys(item)
  return (
    <div className="group/card relative">
      <PosterCard
        id={item.id}
        kind={item.type}
        title={item.name}
        image={item.image}
        href={openable ? titleHref(item) : undefined}
        subtitle={live ? null : item.year}
        badge={live ? <LiveBadge label={t('catalogUi.live')} /> : undefined}
        overlay={item.type === 'movie' ? <MovieMarks id={item.id} /> : undefined}
        priority={priority}
        keys={openable ? keys : undefined}
      />
      {/* Out of the Tab order: keyboards and remotes reach it from the card ('F', or hold OK). */}
      <FavoriteHeart
        item={item}
        size="sm"
        revealOnHover
        tabbable={false}
        className="absolute top-1.5 right-1.5"
      />
    </div>
  )
}
