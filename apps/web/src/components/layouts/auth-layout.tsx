import type { ReactNode } from 'react'
import { Card, CardDescription, CardTitle } from '@/components/ui/card'
import { Logo } from '@/components/ui/logo'
import { OfflineBadge } from './offline-badge'
import { useAppKeys } from './use-app-keys'
import { useDocumentTitle } from '@/hooks/use-document-title'

/** Public auth screens: the brand over a dark, red-lit backdrop and one centred card. */
export function AuthLayout({
  title,
  description,
  children,
}: {
  title: string
  description?: string
  children: ReactNode
}) {
  useDocumentTitle(title)
  useAppKeys()
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-8 bg-[radial-gradient(ellipse_at_top,rgba(229,9,20,0.22),transparent_60%)] px-4 py-10">
      <OfflineBadge />
      <Logo size="lg" />
      <Card className="max-w-md">
        <CardTitle>{title}</CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
        <div className="mt-6">{children}</div>
      </Card>
    </main>
  )
}
