import { useSearchParams } from 'react-router'
import { t } from '@myflix/shared'
import { AuthLayout } from '@/components/layouts/auth-layout'
import { Alert } from '@/components/ui/alert'
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form'
import { ResetRequestForm } from '@/features/auth/components/reset-request-form'

/** Request step by default; the e-mail link comes back with ?token= (or ?error=INVALID_TOKEN). */
export function ResetPasswordRoute() {
  const [params] = useSearchParams()
  const token = params.get('token')

  if (token) {
    return (
      <AuthLayout title={t('auth.reset.newTitle')} description={t('auth.reset.newSubtitle')}>
        <ResetPasswordForm token={token} />
      </AuthLayout>
    )
  }

  return (
    <AuthLayout title={t('auth.reset.title')} description={t('auth.reset.subtitle')}>
      {params.get('error') && <Alert className="mb-5">{t('auth.reset.invalidLink')}</Alert>}
      <ResetRequestForm />
    </AuthLayout>
  )
}
