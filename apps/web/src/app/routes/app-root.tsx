import { Suspense } from 'react'
import { Outlet } from 'react-router'
import { AppLayout } from '@/components/layouts/app-layout'
import { t } from '@myflix/shared'
import { ContentSkeleton } from '@/components/content/page-skeletons'
import { useAuth } from '@/features/auth/hooks/use-auth'
import { useSignOut } from '@/features/auth/hooks/use-sign-out'
import { ParentalSync } from '@/features/parental/components/parental-sync'
import { PlayerHost } from '@/features/player/components/player-host'
import { InstallButton } from '@/features/pwa/components/install-button'

/** Signed-in pages with navigation; the inner Suspense keeps the header while a page resolves. */
export function AppRootRoute() {
  const signOut = useSignOut()
  const { user } = useAuth()
  return (
    <AppLayout onSignOut={() => void signOut()} actions={<InstallButton />}>
      <Suspense fallback={<ContentSkeleton label={t('common.loading')} />}>
        <Outlet />
      </Suspense>
      <PlayerHost userId={user?.id ?? null} />
      <ParentalSync />
    </AppLayout>
  )
}
