import { Button, type ButtonProps } from '@/components/ui/button'
import { cn } from '@/lib/cn'

/** An icon button of the player's bar: its pt-BR label is its accessible name and its tooltip. */
export function ControlButton({ label, className, ...props }: ButtonProps & { label: string }) {
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      aria-label={label}
      title={label}
      className={cn('text-white hover:bg-white/15', className)}
      {...props}
    />
  )
}
