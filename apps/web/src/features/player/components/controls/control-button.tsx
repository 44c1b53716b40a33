import { Button, type ButtonProps } from '@/components/ui/button'

/** An icon button of the player's bar: its pt-BR label is its accessible name and its tooltip. */
export function ControlButton({ label, ...props }: ButtonProps & { label: string }) {
  return (
    <Button
      type="button"
      variant="overlay"
      size="icon"
      aria-label={label}
      title={label}
      {...props}
    />
  )
}
