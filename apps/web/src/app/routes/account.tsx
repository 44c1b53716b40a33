import { AccountPage } from '@/features/profile/components/account-page'

export function AccountRoute() {
  return <AccountPage />
}
