import { t } from '@myflix/shared'
import { AccountPage } from '@/features/profile/components/account-page'
import { useDocumentTitle } from '@/hooks/use-document-title'

export function AccountRoute() {
  useDocumentTitle(t('screens.account'))
  return <AccountPage />
}
