import type { UseFormRegisterReturn } from 'react-hook-form'
import { t } from '@myflix/shared'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'

/** The e-mail field of the sign-in, sign-up and reset forms. */
export function EmailField({
  id,
  messages,
  registration,
}: {
  id: string
  messages: string[]
  registration: UseFormRegisterReturn<'email'>
}) {
  const invalid = messages.length > 0
  return (
    <Field id={id} label={t('auth.emailLabel')} messages={messages}>
      <Input
        id={id}
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder={t('auth.emailPlaceholder')}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        {...registration}
      />
    </Field>
  )
}
