import { BrowsePage } from '@/features/catalog/components/browse-page'

export function TvRoute() {
  return <BrowsePage type="live" />
}
