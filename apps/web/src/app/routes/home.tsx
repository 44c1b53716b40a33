import { HomePage } from '@/features/catalog/components/home-page'
import { ContinueWatchingRow } from '@/features/library/components/continue-watching-row'

export function HomeRoute() {
  return <HomePage continueRow={<ContinueWatchingRow />} />
}
