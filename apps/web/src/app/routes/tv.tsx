import { BrowsePage } from '@/features/catalog/components/browse-page'
import { RecentChannelsRow } from '@/features/library/components/recent-channels-row'

export function TvRoute() {
  return <BrowsePage type="live" above={<RecentChannelsRow />} />
}
