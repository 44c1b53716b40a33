import { Navigate, Outlet } from 'react-router'
import { t } from '@myflix/shared'
import { AppShellSkeleton } from '@/components/layouts/app-shell-skeleton'
import { paths } from '@/config/paths'
import { useAuth } from '../hooks/use-auth'

/** Spec §2 guard: wait for the session read, send anonymous users to /login, else render the page. */
export function ProtectedRoute() {
  const { user, isPending } = useAuth()
  // The frame the signed-in page will have, while the session is read (a cold load's first paint).
  if (isPending) return <AppShellSkeleton label={t('common.checkingAuth')} />
  if (!user) return <Navigate to={paths.login.getHref()} replace />
  return <Outlet />
}
