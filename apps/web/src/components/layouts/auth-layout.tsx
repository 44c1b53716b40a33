import type { ReactNode } from 'react'
import { Card, CardDescription, CardTitle } from '@/components/ui/card'
import { AuthFrame } from './auth-frame'
import { useAppKeys } from './use-app-keys'
import { useDocumentTitle } from '@/hooks/use-document-title'

/** Public auth screens: the brand over a dark, red-lit backdrop and one card under it. */
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
    <AuthFrame>
      <Card className="max-w-md">
        <CardTitle>{title}</CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
        <div className="mt-6">{children}</div>
      </Card>
    </AuthFrame>
  )
}
