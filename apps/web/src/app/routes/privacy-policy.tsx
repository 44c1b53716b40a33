import { PrivacyPolicy } from '@/features/legal/components/privacy-policy'

export function PrivacyPolicyRoute() {
  return <PrivacyPolicy />
}
