import type { ReactNode } from 'react'
import { Logo } from '@/components/ui/logo'
import { OfflineBadge } from './offline-badge'
import { useAppKeys } from './use-app-keys'

/** Full-screen steps without navigation (the cloud set-up flow): brand on top, content centred. */
export function FlowLayout({ children }: { children: ReactNode }) {
  useAppKeys()
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-8 bg-[radial-gradient(ellipse_at_center,rgba(229,9,20,0.16),transparent_65%)] px-4 py-10 text-center">
      <OfflineBadge />
      <Logo size="lg" />
      <div className="flex w-full max-w-lg flex-col items-center gap-6">{children}</div>
    </main>
  )
}
