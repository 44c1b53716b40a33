import { LoaderCircle } from 'lucide-react'
import { t } from '@myflix/shared'
import { cn } from '@/lib/cn'

const sizes = { sm: 'size-4', md: 'size-6', lg: 'size-8', xl: 'size-10' } as const

export function Spinner({
  className,
  size = 'xl',
  label = t('common.loading'),
}: {
  className?: string
  size?: keyof typeof sizes
  label?: string
}) {
  return (
    <LoaderCircle
      role="status"
      aria-label={label}
      className={cn('animate-spin text-accent', sizes[size], className)}
    />
  )
}

/** A full-screen centred spinner with an optional visible message. */
export function FullScreenSpinner({ message }: { message?: string }) {
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
      <Spinner label={message} />
      {message && <p className="text-lg text-muted">{message}</p>}
    </div>
  )
}
