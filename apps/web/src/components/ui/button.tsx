import type { ComponentProps } from 'react'
import { Slot } from '@radix-ui/react-slot'
import { cva, type VariantProps } from 'class-variance-authority'
import { cn } from '@/lib/cn'

export const buttonVariants = cva(
  'inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 font-semibold transition-colors disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-5',
  {
    variants: {
      variant: {
        primary: 'bg-accent text-accent-foreground hover:bg-accent-hover',
        secondary: 'bg-surface-raised text-foreground hover:bg-border',
        outline: 'border border-border bg-transparent text-foreground hover:bg-surface-raised',
        ghost: 'bg-transparent text-foreground hover:bg-surface-raised',
        link: 'bg-transparent text-foreground underline-offset-4 hover:underline',
        /** What cannot be undone (delete, sign out). */
        danger: 'bg-danger-solid text-white hover:bg-danger-solid-hover',
        dangerOutline: 'border border-border bg-transparent text-danger hover:bg-surface-raised',
        /** On the player's picture. */
        overlay: 'bg-transparent text-white hover:bg-white/15',
        /** Over a picture that may be light: a dark veil under the icon. */
        scrim: 'bg-black/50 text-white hover:bg-black/70',
      },
      // Touch targets stay at least 44px high so the app works by finger and by TV remote.
      size: {
        md: 'min-h-11 px-5 text-base',
        lg: 'min-h-13 px-6 text-lg',
        sm: 'min-h-11 px-3 text-sm',
        /** The player's small text buttons, where the bar has no room for more. */
        xs: 'min-h-9 px-3 text-sm',
        icon: 'size-11',
      },
      shape: { rounded: 'rounded-lg', round: 'rounded-full' },
    },
    defaultVariants: { variant: 'primary', size: 'md', shape: 'rounded' },
  },
)

export type ButtonProps = ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & { asChild?: boolean }

/** A button; with `asChild` it styles its child (e.g. a router `Link`) instead. */
export function Button({
  className,
  variant,
  size,
  shape,
  asChild = false,
  ...props
}: ButtonProps) {
  const Component = asChild ? Slot : 'button'
  return (
    <Component className={cn(buttonVariants({ variant, size, shape }), className)} {...props} />
  )
}
