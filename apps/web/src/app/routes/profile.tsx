import { useAuth } from '@/features/auth/hooks/use-auth'
import { useSignOut } from '@/features/auth/hooks/use-sign-out'
import { ProfilePage } from '@/features/profile/components/profile-page'

export function ProfileRoute() {
  const { user } = useAuth()
  const signOut = useSignOut()
  return <ProfilePage email={user?.email ?? null} onSignOut={() => void signOut()} />
}
