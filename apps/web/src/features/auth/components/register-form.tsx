import { useForm } from 'react-hook-form'
import { Link, useNavigate } from 'react-router'
import { t, type RegisterInput } from '@myflix/shared'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { FormAlert } from '@/components/ui/form-alert'
import { PasswordInput } from '@/components/ui/password-input'
import { notify } from '@/components/ui/toast'
import { paths } from '@/config/paths'
import { useFormFeedback } from '@/hooks/use-form-feedback'
import { authClient } from '@/lib/auth/auth-client'
import { fieldMessages } from '@/lib/form-errors'
import { lazyZodResolver } from '@/lib/lazy-zod-resolver'
import { EmailField } from './email-field'
import { registerErrorMessage } from '../lib/auth-errors'

const resolver = lazyZodResolver<RegisterInput>(() =>
  import('../lib/auth-schemas').then((schemas) => schemas.registerSchema),
)

export function RegisterForm() {
  const navigate = useNavigate()
  const { problem, report, onInvalid, clear } = useFormFeedback()
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<RegisterInput>({
    resolver,
    // Every broken password rule is listed under the field, not only the first.
    criteriaMode: 'all',
    defaultValues: { email: '', password: '', confirmPassword: '' },
  })

  const onValid = async ({ email, password }: RegisterInput) => {
    clear()
    try {
      // The name is optional in the product; the confirmation link lands on the site root.
      const { error } = await authClient.signUp.email({
        email,
        password,
        name: '',
        callbackURL: '/',
      })
      if (error) return report(t('auth.register.errorTitle'), registerErrorMessage(error))
    } catch {
      return report(t('auth.register.errorTitle'), registerErrorMessage(undefined))
    }
    notify({
      title: t('auth.register.successTitle'),
      description: t('auth.register.successDescription'),
      variant: 'success',
    })
    await navigate(paths.login.getHref())
  }

  return (
    <form noValidate onSubmit={handleSubmit(onValid, onInvalid)} className="flex flex-col gap-5">
      <FormAlert problem={problem} />
      <EmailField
        id="register-email"
        messages={fieldMessages(errors, 'email')}
        registration={register('email')}
      />
      <Field
        id="register-password"
        label={t('auth.passwordLabel')}
        messages={fieldMessages(errors, 'password')}
      >
        <PasswordInput
          id="register-password"
          autoComplete="new-password"
          aria-invalid={errors.password ? true : undefined}
          {...register('password')}
        />
      </Field>
      <Field
        id="register-confirm"
        label={t('auth.confirmPasswordLabel')}
        messages={fieldMessages(errors, 'confirmPassword')}
      >
        <PasswordInput
          id="register-confirm"
          autoComplete="new-password"
          aria-invalid={errors.confirmPassword ? true : undefined}
          {...register('confirmPassword')}
        />
      </Field>
      <p className="text-sm text-muted">
        {t('auth.register.acceptPrefix')}{' '}
        <Link to={paths.termsOfService.getHref()} className="text-foreground underline">
          {t('auth.register.terms')}
        </Link>{' '}
        {t('auth.register.and')}{' '}
        <Link to={paths.privacyPolicy.getHref()} className="text-foreground underline">
          {t('auth.register.privacy')}
        </Link>
        .
      </p>
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {t('auth.register.submit')}
      </Button>
      <Link to={paths.login.getHref()} className="text-center font-semibold hover:underline">
        {t('auth.register.toLogin')}
      </Link>
    </form>
  )
}
