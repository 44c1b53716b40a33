import { useEffect } from 'react'
import { useNavigate } from 'react-router'
import { t } from '@myflix/shared'
import { Logo } from '@/components/ui/logo'
import { Spinner } from '@/components/ui/spinner'
import { useAuth } from '@/features/auth/hooks/use-auth'
import { resolveStartRoute } from '../resolve-start-route'

export function SplashRoute() {
  const { user, isPending } = useAuth()
  const navigate = useNavigate()

  useEffect(() => {
    if (isPending) return
    let current = true
    void resolveStartRoute(user).then((to) => {
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
