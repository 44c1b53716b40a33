import type { ComponentProps } from 'react'
import { Slot } from '@radix-ui/react-slot'
import { cva, type VariantProps } from 'class-variance-authority'
import { cn } from '@/lib/cn'

export const buttonVariants = cva(
  'inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 rounded-lg font-semibold transition-colors disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-5',
  {
    variants: {
      variant: {
        primary: 'bg-accent text-accent-foreground hover:bg-accent-hover',
        secondary: 'bg-surface-raised text-foreground hover:bg-border',
        outline: 'border border-border bg-transparent text-foreground hover:bg-surface-raised',
        ghost: 'bg-transparent text-foreground hover:bg-surface-raised',
        link: 'bg-transparent text-foreground underline-offset-4 hover:underline',
      },
      // Touch targets stay at least 44px high so the app works by finger and by TV remote.
      size: {
        md: 'min-h-11 px-5 text-base',
        lg: 'min-h-13 px-6 text-lg',
        icon: 'size-11',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
)

export type ButtonProps = ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & { asChild?: boolean }

/** A button; with `asChild` it styles its child (e.g. a router `Link`) instead. */
export function Button({ className, variant, size, asChild = false, ...props }: ButtonProps) {
  const Component = asChild ? Slot : 'button'
  return <Component className={cn(buttonVariants({ variant, size }), className)} {...props} />
}
