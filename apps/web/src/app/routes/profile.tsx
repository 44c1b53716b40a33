import { t } from '@myflix/shared'
import { useAuth } from '@/features/auth/hooks/use-auth'
import { useSignOut } from '@/features/auth/hooks/use-sign-out'
import { ProfilePage } from '@/features/profile/components/profile-page'
import { useDocumentTitle } from '@/hooks/use-document-title'

export function ProfileRoute() {
  useDocumentTitle(t('screens.profile'))
  const { user } = useAuth()
  const signOut = useSignOut()
  return <ProfilePage email={user?.email ?? null} onSignOut={() => void signOut()} />
}
