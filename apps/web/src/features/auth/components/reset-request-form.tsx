import { useForm } from 'react-hook-form'
import { Link, useNavigate } from 'react-router'
import { t, type ResetRequestInput } from '@myflix/shared'
import { Button } from '@/components/ui/button'
import { FormAlert } from '@/components/ui/form-alert'
import { notify } from '@/components/ui/toast'
import { paths } from '@/config/paths'
import { useFormFeedback } from '@/hooks/use-form-feedback'
import { authClient } from '@/lib/auth/auth-client'
import { fieldMessages } from '@/lib/form-errors'
import { lazyZodResolver } from '@/lib/lazy-zod-resolver'
import { EmailField } from './email-field'
import { resetRequestErrorMessage } from '../lib/auth-errors'

const resolver = lazyZodResolver<ResetRequestInput>(() =>
  import('../lib/auth-schemas').then((schemas) => schemas.resetRequestSchema),
)

// Spec §2: after the e-mail is sent, go to /login after 2 s.
const RESET_REDIRECT_DELAY_MS = 2000

export function ResetRequestForm() {
  const navigate = useNavigate()
  const { problem, report, onInvalid, clear } = useFormFeedback()
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting, isSubmitSuccessful },
  } = useForm<ResetRequestInput>({
    resolver,
    defaultValues: { email: '' },
  })

  const onValid = async ({ email }: ResetRequestInput) => {
    clear()
    try {
      const { error } = await authClient.requestPasswordReset({
        email,
        redirectTo: paths.resetPassword.getHref(),
      })
      if (error) return report(t('auth.reset.errorTitle'), resetRequestErrorMessage(error))
    } catch {
      return report(t('auth.reset.errorTitle'), resetRequestErrorMessage(undefined))
    }
    notify({
      title: t('auth.reset.successTitle'),
      description: t('auth.reset.successDescription'),
      variant: 'success',
    })
    setTimeout(() => void navigate(paths.login.getHref()), RESET_REDIRECT_DELAY_MS)
  }

  return (
    <form noValidate onSubmit={handleSubmit(onValid, onInvalid)} className="flex flex-col gap-5">
      <FormAlert problem={problem} />
      <EmailField
        id="reset-email"
        messages={fieldMessages(errors, 'email')}
        registration={register('email')}
      />
      <Button type="submit" size="lg" disabled={isSubmitting || (isSubmitSuccessful && !problem)}>
        {t('auth.reset.submit')}
      </Button>
      <Link to={paths.login.getHref()} className="text-center font-semibold hover:underline">
        {t('auth.reset.toLogin')}
      </Link>
    </form>
  )
}
