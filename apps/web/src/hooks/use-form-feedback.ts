import { useCallback, useState } from 'react'
import { t } from '@myflix/shared'

export type FormProblem = { title: string; message: string }

/**
 * The one way forms report problems, each once: a field's own messages stay under the field, and the
 * form's inline alert (read from `problem`) carries what belongs to the whole form: a refusal, no
 * network, or, for broken fields, only 'Dados inválidos' pointing at them. No toast repeats it
 * (docs/decisions.md, issue 16). `onInvalid` is react-hook-form's second `handleSubmit` argument.
 */
export function useFormFeedback() {
  const [problem, setProblem] = useState<FormProblem | null>(null)

  const report = useCallback((title: string, message: string) => {
    setProblem({ title, message })
  }, [])

  const onInvalid = useCallback(
    () => report(t('common.invalidData'), t('common.invalidDataHint')),
    [report],
  )

  const clear = useCallback(() => setProblem(null), [])

  return { problem, report, onInvalid, clear }
}
