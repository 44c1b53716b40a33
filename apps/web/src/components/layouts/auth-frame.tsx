import type { ReactNode } from 'react'
import { Logo } from '@/components/ui/logo'
import { OfflineBadge } from './offline-badge'

/**
 * The brand over the dark, red-lit backdrop of the public screens, anchored near the top so it
 * stays put from the splash and the code-loading fallback to the form: a cold load paints the
 * logo with the entry, and the card arriving below it moves nothing ('Modo Offline' included).
 */
export function AuthFrame({ children }: { children?: ReactNode }) {
  return (
    <main className="flex min-h-dvh flex-col items-center gap-8 bg-[radial-gradient(ellipse_at_top,rgba(229,9,20,0.22),transparent_60%)] px-4 pt-[max(2.5rem,12dvh)] pb-10">
      <OfflineBadge />
      <Logo size="lg" />
      {children}
    </main>
  )
}
