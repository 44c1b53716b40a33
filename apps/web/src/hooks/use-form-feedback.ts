import { useCallback, useState } from 'react'
import type { FieldErrors, FieldValues } from 'react-hook-form'
import { t } from '@myflix/shared'
import { notify } from '@/components/ui/toast'
import { joinFieldErrors } from '@/lib/form-errors'

export type FormProblem = { title: string; message: string }

/**
 * The one way forms report problems: an inline alert (read by `problem`) plus a toast with the same
 * text. `onInvalid` is react-hook-form's second `handleSubmit` argument (spec §5 'Dados inválidos').
 */
export function useFormFeedback<T extends FieldValues>(order: readonly (keyof T & string)[]) {
  const [problem, setProblem] = useState<FormProblem | null>(null)

  const report = useCallback((title: string, message: string) => {
    setProblem({ title, message })
    notify({ title, description: message, variant: 'error' })
  }, [])

  const onInvalid = useCallback(
    (errors: FieldErrors<T>) => report(t('common.invalidData'), joinFieldErrors(errors, order)),
    [order, report],
  )

  const clear = useCallback(() => setProblem(null), [])

  return { problem, report, onInvalid, clear }
}
