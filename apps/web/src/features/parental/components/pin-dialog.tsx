import { useState, type FormEvent } from 'react'
import { t, type MessageKey } from '@myflix/shared'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@/components/ui/dialog'
import { notify } from '@/components/ui/toast'
import { ApiError } from '@/lib/api/transport'
import { PinInput } from '@/components/ui/pin-input'
import {
  canSubmitPins,
  confirmMismatch,
  localPinProblem,
  PIN_DIALOG_FIELDS,
  type PinDialogKind,
  type PinField,
  type PinValues,
  wrongPinField,
} from '../lib/pin-dialog'

const COPY: Record<PinDialogKind, { title: MessageKey; description: MessageKey }> = {
  'enable-new': { title: 'parental.enableTitle', description: 'parental.enableNewDescription' },
  'enable-stored': {
    title: 'parental.enableTitle',
    description: 'parental.enableStoredDescription',
  },
  disable: { title: 'parental.disableTitle', description: 'parental.disableDescription' },
  unlock: { title: 'parental.unlockTitle', description: 'parental.unlockDescription' },
  change: { title: 'parental.changeTitle', description: 'parental.changeDescription' },
}

const LABELS: Record<PinField, MessageKey> = {
  pin: 'parental.pinLabel',
  currentPin: 'parental.currentPinLabel',
  newPin: 'parental.newPinLabel',
  confirm: 'parental.confirmPinLabel',
}

/**
 * One PIN dialog; `onSubmit` runs the server call and the dialog shows its refusal as a toast, and a
 * wrong PIN also under the box it was typed in.
 */
export function PinDialog({
  kind,
  onClose,
  onSubmit,
}: {
  kind: PinDialogKind
  onClose: () => void
  onSubmit: (values: PinValues) => Promise<void>
}) {
  const [values, setValues] = useState<PinValues>({})
  const [pending, setPending] = useState(false)
  const [wrongField, setWrongField] = useState<PinField | null>(null)
  const fields = PIN_DIALOG_FIELDS[kind]
  const mismatch = confirmMismatch(kind, values)
  const fieldError = (field: PinField) => {
    if (field === wrongField) return t('parental.tryAgain')
    return field === 'confirm' && mismatch ? t('parental.mismatch') : null
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!canSubmitPins(kind, values) || pending) return
    const problem = localPinProblem(kind, values)
    if (problem) {
      notify({ title: problem.title, description: problem.description, variant: 'error' })
      return
    }
    setPending(true)
    setWrongField(null)
    try {
      await onSubmit(values)
      onClose()
    } catch (error) {
      const refused = error instanceof ApiError
      setWrongField(refused ? wrongPinField(kind, error.status) : null)
      notify({
        title: (refused && error.title) || t('parental.errorTitle'),
        description: refused ? error.message : t('parental.saveError'),
        variant: 'error',
      })
      // A wrong PIN is typed again from scratch.
      setValues((current) => ({ ...current, pin: '', currentPin: '' }))
    } finally {
      setPending(false)
    }
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogTitle>{t(COPY[kind].title)}</DialogTitle>
        <DialogDescription>{t(COPY[kind].description)}</DialogDescription>
        <form className="mt-5 flex flex-col gap-4" onSubmit={(event) => void submit(event)}>
          {fields.map((field, index) => (
            <PinInput
              key={field}
              id={`parental-${field}`}
              label={t(LABELS[field])}
              value={values[field] ?? ''}
              autoFocus={index === 0}
              error={fieldError(field)}
              onChange={(value) => {
                if (field === wrongField) setWrongField(null)
                setValues((current) => ({ ...current, [field]: value }))
              }}
            />
          ))}
          <div className="mt-2 flex justify-end gap-3">
            <DialogClose asChild>
              <Button type="button" variant="secondary">
                {t('parental.cancel')}
              </Button>
            </DialogClose>
            <Button type="submit" disabled={!canSubmitPins(kind, values) || pending}>
              {t('parental.confirm')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  )
}
