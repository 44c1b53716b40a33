import { LoadFailurePanel } from '@/features/cloud/components/load-failure'

export function LoadFailureRoute() {
  return <LoadFailurePanel />
}
