import { useEffect } from 'react'
import { useNavigate } from 'react-router'
import { t } from '@myflix/shared'
import { Logo } from '@/components/ui/logo'
import { Spinner } from '@/components/ui/spinner'
import { notify } from '@/components/ui/toast'
import { paths } from '@/config/paths'
import { useAuth } from '@/features/auth/hooks/use-auth'
import { resolveStartRoute } from '../resolve-start-route'

export function SplashRoute() {
  const { user, isPending } = useAuth()
  const navigate = useNavigate()

  useEffect(() => {
    if (isPending) return
    let current = true
    resolveStartRoute(user)
      .catch((error: unknown) => {
        const title = t('clouds.loadFailed')
        const detail = error instanceof Error ? error.message : ''
        notify({
          title,
          description: detail && detail !== title ? detail : undefined,
          variant: 'error',
        })
        return paths.addInitialCloud.getHref()
      })
      .then((to) => {
        if (current) void navigate(to, { replace: true })
      })
    return () => {
      current = false
    }
  }, [user, isPending, navigate])

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-8">
      <Logo size="lg" />
      <Spinner label={t('screens.splashLabel')} />
    </main>
  )
}
