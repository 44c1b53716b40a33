import type { ReactNode } from 'react'
import { Card, CardDescription, CardTitle } from '@/components/ui/card'
import { useAppKeys } from './use-app-keys'
import { useDocumentTitle } from '@/hooks/use-document-title'

/**
 * A public auth screen's card. The brand and backdrop around it are the router's (`AuthFrame`, kept
 * mounted from the code-loading fallback on).
 */
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
    <Card className="max-w-md">
      <CardTitle>{title}</CardTitle>
      {description && <CardDescription>{description}</CardDescription>}
      <div className="mt-6">{children}</div>
    </Card>
  )
}
