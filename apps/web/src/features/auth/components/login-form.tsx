import { useForm } from 'react-hook-form'
import { Link, useNavigate } from 'react-router'
import { t, type LoginInput } from '@myflix/shared'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { FormAlert } from '@/components/ui/form-alert'
import { PasswordInput } from '@/components/ui/password-input'
import { paths } from '@/config/paths'
import { useFormFeedback } from '@/hooks/use-form-feedback'
import { authClient } from '@/lib/auth/auth-client'
import { fieldMessages } from '@/lib/form-errors'
import { lazyZodResolver } from '@/lib/lazy-zod-resolver'
import { isOnline } from '@/lib/reachability'
import { EmailField } from './email-field'
import { loginErrorMessage } from '../lib/auth-errors'

const resolver = lazyZodResolver<LoginInput>(() =>
  import('../lib/auth-schemas').then((schemas) => schemas.loginSchema),
)

// Spec §2: after signing in, wait 200 ms before going to the splash.
const LOGIN_REDIRECT_DELAY_MS = 200

export function LoginForm() {
  const navigate = useNavigate()
  const { problem, report, onInvalid, clear } = useFormFeedback()
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({
    resolver,
    defaultValues: { email: '', password: '' },
  })

  const onValid = async (values: LoginInput) => {
    clear()
    if (!isOnline()) return report(t('auth.login.errorTitle'), t('pwa.needsNetwork'))
    try {
      const { error } = await authClient.signIn.email(values)
      if (error) return report(t('auth.login.errorTitle'), loginErrorMessage(error))
    } catch {
      return report(t('auth.login.errorTitle'), loginErrorMessage(undefined))
    }
    setTimeout(
      () => void navigate(paths.splash.getHref(), { replace: true }),
      LOGIN_REDIRECT_DELAY_MS,
    )
  }

  return (
    <form noValidate onSubmit={handleSubmit(onValid, onInvalid)} className="flex flex-col gap-5">
      <FormAlert problem={problem} />
      <EmailField
        id="login-email"
        messages={fieldMessages(errors, 'email')}
        registration={register('email')}
      />
      <Field
        id="login-password"
        label={t('auth.passwordLabel')}
        messages={fieldMessages(errors, 'password')}
      >
        <PasswordInput
          id="login-password"
          autoComplete="current-password"
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={errors.password ? 'login-password-error' : undefined}
          {...register('password')}
        />
      </Field>
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {t('auth.login.submit')}
      </Button>
      <div className="flex flex-col items-center gap-3 text-center">
        <Link to={paths.resetPassword.getHref()} className="text-muted hover:text-foreground">
          {t('auth.login.toReset')}
        </Link>
        <Link to={paths.register.getHref()} className="font-semibold hover:underline">
          {t('auth.login.toRegister')}
        </Link>
      </div>
    </form>
  )
}
