import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'

export function Card({ className, ...props }: ComponentProps<'section'>) {
  return (
    <section
      className={cn(
        'w-full rounded-2xl border border-border bg-surface/90 p-6 shadow-2xl shadow-black/50 sm:p-8',
        className,
      )}
      {...props}
    />
  )
}

export function CardTitle({ className, ...props }: ComponentProps<'h1'>) {
  return (
    <h1 className={cn('text-2xl font-bold tracking-tight sm:text-3xl', className)} {...props} />
  )
}

export function CardDescription({ className, ...props }: ComponentProps<'p'>) {
  return <p className={cn('mt-1 text-muted', className)} {...props} />
}
