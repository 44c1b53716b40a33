/** Spec §9: the PIN length. */
export const PIN_LENGTH = 4

/** Spec §5, verbatim: repeated digits 0000-9999, 1234, 4321, 0123, 9876, 1122, 2211. */
export const WEAK_PINS: readonly string[] = [
  ...Array.from({ length: 10 }, (_, digit) => String(digit).repeat(PIN_LENGTH)),
  '1234',
  '4321',
  '0123',
  '9876',
  '1122',
  '2211',
]

const PIN_FORMAT = /^\d{4}$/

/** What a PIN field keeps of what was typed or pasted: digits only, at most 4. */
export function sanitizePinInput(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, PIN_LENGTH)
}

export function isPinFormatValid(pin: string): boolean {
  return PIN_FORMAT.test(pin)
}

export function isWeakPin(pin: string): boolean {
  return WEAK_PINS.includes(pin)
}

export type NewPinProblem = 'invalid' | 'weak' | 'mismatch'

/**
 * Why a new PIN cannot be stored, in the order the user is told: format, then strength, then the
 * confirmation (only checked when one is given); null when it can.
 */
export function checkNewPin(pin: string, confirm?: string): NewPinProblem | null {
  if (!isPinFormatValid(pin)) return 'invalid'
  if (isWeakPin(pin)) return 'weak'
  if (confirm !== undefined && confirm !== pin) return 'mismatch'
  return null
}
