import type { ReactNode } from 'react'
import { t } from '@myflix/shared'

/** A titled page whose real content is still to be built. */
export function PagePlaceholder({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section className="flex flex-col gap-3">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <p className="text-muted">{t('screens.comingSoon')}</p>
      {children}
    </section>
  )
}
