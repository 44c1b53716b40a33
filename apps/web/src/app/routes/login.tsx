import { Navigate } from 'react-router'
import { t } from '@myflix/shared'
import { AuthLayout } from '@/components/layouts/auth-layout'
import { paths } from '@/config/paths'
import { ConfirmationNotice } from '@/features/auth/components/confirmation-notice'
import { LoginForm } from '@/features/auth/components/login-form'
import { useSignedInOnArrival } from '@/features/auth/hooks/use-signed-in-on-arrival'

export function LoginRoute() {
  // Someone already signed in has nothing to do here.
  if (useSignedInOnArrival()) return <Navigate to={paths.home.getHref()} replace />
  return (
    <AuthLayout title={t('auth.login.title')} description={t('auth.login.subtitle')}>
      <ConfirmationNotice />
      <LoginForm />
    </AuthLayout>
  )
}
