import { t } from '@myflix/shared'
import { TvPage } from '@/features/guide/components/tv-page'
import { RecentChannelsRow } from '@/features/library/components/recent-channels-row'
import { useDocumentTitle } from '@/hooks/use-document-title'

export function TvRoute() {
  useDocumentTitle(t('screens.tv'))
  return <TvPage above={<RecentChannelsRow />} />
}
