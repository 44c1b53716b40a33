import type { ComponentProps } from 'react'
import { cva, type VariantProps } from 'class-variance-authority'
import { cn } from '@/lib/cn'

const alertVariants = cva('rounded-lg border px-4 py-3 text-sm', {
  variants: {
    variant: {
      error: 'border-danger/50 bg-danger/10 text-danger',
      info: 'border-border bg-surface-raised text-foreground',
    },
  },
  defaultVariants: { variant: 'error' },
})

/** An inline message; errors use role="alert" so screen readers announce them at once. */
export function Alert({
  className,
  variant,
  ...props
}: ComponentProps<'div'> & VariantProps<typeof alertVariants>) {
  return (
    <div
      role={variant === 'info' ? 'status' : 'alert'}
      className={cn(alertVariants({ variant }), className)}
      {...props}
    />
  )
}
