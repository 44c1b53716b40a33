import { sanitizePinInput } from '@myflix/shared'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'

/**
 * A 4-digit PIN box: digits only, truncated to 4, numeric keyboard, masked. No maxLength: the
 * browser would cut a pasted '12-34' to '12-3' before the non-digits are dropped.
 */
export function PinInput({
  id,
  label,
  value,
  onChange,
  autoFocus,
  error,
}: {
  id: string
  label: string
  value: string
  onChange: (value: string) => void
  autoFocus?: boolean
  /** Shown under the box, which is then marked invalid. */
  error?: string | null
}) {
  const errorId = `${id}-error`
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        name={id}
        type="password"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        autoFocus={autoFocus}
        value={value}
        onChange={(event) => onChange(sanitizePinInput(event.target.value))}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="text-center text-2xl! tracking-[0.6em]"
      />
      {error && (
        <p id={errorId} role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  )
}
