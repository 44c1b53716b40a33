import { t } from '@myflix/shared'
import { AuthLayout } from '@/components/layouts/auth-layout'
import { RegisterForm } from '@/features/auth/components/register-form'

export function RegisterRoute() {
  return (
    <AuthLayout title={t('auth.register.title')} description={t('auth.register.subtitle')}>
      <RegisterForm />
    </AuthLayout>
  )
}
