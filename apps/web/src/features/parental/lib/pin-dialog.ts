import { checkNewPin, isPinFormatValid, t } from '@myflix/shared'

/** The five PIN dialogs of spec §4 Parental control. */
export type PinDialogKind = 'enable-new' | 'enable-stored' | 'disable' | 'unlock' | 'change'
export type PinField = 'pin' | 'currentPin' | 'newPin' | 'confirm'
export type PinValues = Partial<Record<PinField, string>>

export const PIN_DIALOG_FIELDS: Record<PinDialogKind, PinField[]> = {
  'enable-new': ['newPin', 'confirm'],
  'enable-stored': ['pin'],
  disable: ['pin'],
  unlock: ['pin'],
  change: ['currentPin', 'newPin', 'confirm'],
}

/** Spec §5: confirm stays disabled until every field has 4 digits and the confirmation matches. */
export function canSubmitPins(kind: PinDialogKind, values: PinValues): boolean {
  const fields = PIN_DIALOG_FIELDS[kind]
  if (!fields.every((field) => isPinFormatValid(values[field] ?? ''))) return false
  return !fields.includes('confirm') || values.confirm === values.newPin
}

/**
 * Whether the confirmation box is complete and differs from the new PIN: confirm stays disabled
 * then, so the dialog says why ('Os PINs não coincidem') under the confirmation.
 */
export function confirmMismatch(kind: PinDialogKind, values: PinValues): boolean {
  if (!PIN_DIALOG_FIELDS[kind].includes('confirm')) return false
  const confirm = values.confirm ?? ''
  return isPinFormatValid(confirm) && confirm !== values.newPin
}

/**
 * What the browser can tell before asking the server (a weak new PIN); null when only the server
 * can decide. The server applies the same rules again.
 */
export function localPinProblem(
  kind: PinDialogKind,
  values: PinValues,
): { title: string; description: string } | null {
  if (!PIN_DIALOG_FIELDS[kind].includes('newPin')) return null
  const problem = checkNewPin(values.newPin ?? '', values.confirm ?? '')
  if (problem === 'invalid')
    return { title: t('parental.invalidTitle'), description: t('parental.invalidDescription') }
  if (problem === 'weak')
    return { title: t('parental.weakTitle'), description: t('parental.weakDescription') }
  if (problem === 'mismatch')
    return { title: t('parental.errorTitle'), description: t('parental.mismatch') }
  return null
}

/**
 * Where a refused existing PIN shows 'PIN incorreto. Tente novamente.' under its box (spec §5
 * "Other"), beside the 'PIN Incorreto' toast: the field holding the PIN the server checked. The
 * server answers a wrong PIN with 403; other refusals (429 too many tries, 5xx) have only the toast.
 */
export function wrongPinField(kind: PinDialogKind, status: number): PinField | null {
  if (status !== 403) return null
  const fields = PIN_DIALOG_FIELDS[kind]
  if (fields.includes('currentPin')) return 'currentPin'
  return fields.includes('pin') ? 'pin' : null
}
