import { Navigate, Outlet } from 'react-router'
import { t } from '@myflix/shared'
import { FullScreenSpinner } from '@/components/ui/spinner'
import { paths } from '@/config/paths'
import { useAuth } from '../hooks/use-auth'

/** Spec §2 guard: wait for the session read, send anonymous users to /login, else render the page. */
export function ProtectedRoute() {
  const { user, isPending } = useAuth()
  if (isPending) return <FullScreenSpinner message={t('common.checkingAuth')} />
  if (!user) return <Navigate to={paths.login.getHref()} replace />
  return <Outlet />
}
