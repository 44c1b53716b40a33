import { ConnectionFailurePanel } from '@/features/cloud/components/connection-failure'

export function CloudFailureRoute() {
  return <ConnectionFailurePanel />
}
