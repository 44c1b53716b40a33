import { CloudFormPanel } from '@/features/cloud/components/cloud-form'

export function CloudFormRoute() {
  return <CloudFormPanel />
}
