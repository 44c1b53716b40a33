import { CloudSuccessPanel } from '@/features/cloud/components/cloud-success'

export function CloudSuccessRoute() {
  return <CloudSuccessPanel />
}
