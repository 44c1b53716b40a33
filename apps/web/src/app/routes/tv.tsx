import { TvPage } from '@/features/guide/components/tv-page'
import { RecentChannelsRow } from '@/features/library/components/recent-channels-row'

export function TvRoute() {
  return <TvPage above={<RecentChannelsRow />} />
}
