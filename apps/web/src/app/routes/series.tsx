import { BrowsePage } from '@/features/catalog/components/browse-page'

export function SeriesRoute() {
  return <BrowsePage type="series" />
}
