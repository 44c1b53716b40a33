import { t, type CatalogItem } from '@myflix/shared'
import { LiveBadge, PosterCard } from '@/components/content/poster-card'
import { detailsHref } from '../lib/content-links'

/** A catalogue item as a card; live channels carry 'AO VIVO' and open only when `openable`. */
export function ContentCard({ item, openable = true }: { item: CatalogItem; openable?: boolean }) {
  const live = item.type === 'live'
  return (
    <PosterCard
      id={item.id}
      kind={item.type}
      title={item.name}
      image={item.image}
      href={openable ? detailsHref(item.type, item.id) : undefined}
      subtitle={live ? null : item.year}
      badge={live ? <LiveBadge label={t('catalogUi.live')} /> : undefined}
    />
  )
}
