import { cn } from '@/lib/cn'

/**
 * An e-mail that never breaks mid-word on a narrow screen: the name and '@domain' wrap as two
 * whole pieces, each cut with an ellipsis if it alone is wider than the line; the title holds it all.
 */
export function EmailLine({ email, className }: { email: string; className?: string }) {
  const at = email.lastIndexOf('@')
  const parts = at > 0 ? [email.slice(0, at), email.slice(at)] : [email]
  return (
    <p
      title={email}
      className={cn('flex min-w-0 flex-wrap', className)}
      data-testid="profile-email"
    >
      {parts.map((part) => (
        <span key={part} className="max-w-full truncate">
          {part}
        </span>
      ))}
    </p>
  )
}
