import { CloudLoadingPanel } from '@/features/cloud/components/cloud-loading'

export function CloudLoadingRoute() {
  return <CloudLoadingPanel />
}
