import { useEffect, useRef } from 'react'
import { useForm } from 'react-hook-form'
import { Link, useNavigate } from 'react-router'
import { t, type ResetPasswordInput } from '@myflix/shared'
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
import { newPasswordErrorMessage } from '../lib/auth-errors'
import { emitAuthEvent } from '../lib/auth-events'

const resolver = lazyZodResolver<ResetPasswordInput>(() =>
  import('../lib/auth-schemas').then((schemas) => schemas.resetPasswordSchema),
)

/** The second reset step: the e-mail link brought a token; choose the new password. */
export function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate()
  const announced = useRef(false)
  const { problem, report, onInvalid, clear } = useFormFeedback()
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordInput>({
    resolver,
    criteriaMode: 'all',
    defaultValues: { password: '', confirmPassword: '' },
  })

  // Arriving here from the e-mail link is what the old backend called PASSWORD_RECOVERY.
  useEffect(() => {
    if (announced.current) return
    announced.current = true
    emitAuthEvent('PASSWORD_RECOVERY', null)
  }, [])

  const onValid = async ({ password }: ResetPasswordInput) => {
    clear()
    try {
      const { error } = await authClient.resetPassword({ newPassword: password, token })
      if (error) return report(t('auth.reset.newErrorTitle'), newPasswordErrorMessage(error))
    } catch {
      return report(t('auth.reset.newErrorTitle'), newPasswordErrorMessage(undefined))
    }
    notify({
      title: t('auth.reset.newSuccessTitle'),
      description: t('auth.reset.newSuccessDescription'),
      variant: 'success',
    })
    await navigate(paths.login.getHref(), { replace: true })
  }

  return (
    <form noValidate onSubmit={handleSubmit(onValid, onInvalid)} className="flex flex-col gap-5">
      <FormAlert problem={problem} />
      <Field
        id="reset-new-password"
        label={t('auth.newPasswordLabel')}
        messages={fieldMessages(errors, 'password')}
      >
        <PasswordInput
          id="reset-new-password"
          autoComplete="new-password"
          aria-invalid={errors.password ? true : undefined}
          {...register('password')}
        />
      </Field>
      <Field
        id="reset-confirm"
        label={t('auth.confirmPasswordLabel')}
        messages={fieldMessages(errors, 'confirmPassword')}
      >
        <PasswordInput
          id="reset-confirm"
          autoComplete="new-password"
          aria-invalid={errors.confirmPassword ? true : undefined}
          {...register('confirmPassword')}
        />
      </Field>
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {t('auth.reset.newSubmit')}
      </Button>
      <Link to={paths.login.getHref()} className="text-center font-semibold hover:underline">
        {t('auth.reset.toLogin')}
      </Link>
    </form>
  )
}
