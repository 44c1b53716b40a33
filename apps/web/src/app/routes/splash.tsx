import { useEffect } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { t } from '@myflix/shared'
import { Spinner } from '@/components/ui/spinner'
import { notify } from '@/components/ui/toast'
import { paths } from '@/config/paths'
import { useAuth } from '@/features/auth/hooks/use-auth'
import { confirmationOutcome, type LoginState } from '@/features/auth/lib/email-confirmation'
import { FROM_START } from '@/features/cloud/lib/loading-origin'
import { resolveStartRoute } from '../resolve-start-route'

export function SplashRoute() {
  const { user, isPending } = useAuth()
  const navigate = useNavigate()
  // The confirmation link lands here (spec §2); /login, where it leads, says how it went.
  const { search } = useLocation()

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
        const confirmation = confirmationOutcome(search)
        const login: LoginState | undefined = confirmation ? { confirmation } : undefined
        const state = to === paths.cloudLoading.getHref() ? FROM_START : login
        if (current) void navigate(to, { replace: true, state })
      })
    return () => {
      current = false
    }
  }, [user, isPending, navigate, search])

  return <Spinner label={t('screens.splashLabel')} />
}
