import { t } from '@myflix/shared'
import { AuthLayout } from '@/components/layouts/auth-layout'
import { LoginForm } from '@/features/auth/components/login-form'

export function LoginRoute() {
  return (
    <AuthLayout title={t('auth.login.title')} description={t('auth.login.subtitle')}>
      <LoginForm />
    </AuthLayout>
  )
}
