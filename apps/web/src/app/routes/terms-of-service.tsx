import { TermsOfService } from '@/features/legal/components/terms-of-service'

export function TermsOfServiceRoute() {
  return <TermsOfService />
}
