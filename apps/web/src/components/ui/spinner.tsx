import { LoaderCircle } from 'lucide-react'
import { t } from '@myflix/shared'
import { cn } from '@/lib/cn'

export function Spinner({
  className,
  label = t('common.loading'),
}: {
  className?: string
  label?: string
}) {
  return (
    <LoaderCircle
      role="status"
      aria-label={label}
      className={cn('size-10 animate-spin text-accent', className)}
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
