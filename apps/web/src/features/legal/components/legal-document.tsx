import { useLocation, useNavigate } from 'react-router'
import { ArrowLeft } from 'lucide-react'
import { t } from '@myflix/shared'
import { Button } from '@/components/ui/button'
import { OfflineBadge } from '@/components/layouts/offline-badge'
import { Logo } from '@/components/ui/logo'
import { paths } from '@/config/paths'
import { useDocumentTitle } from '@/hooks/use-document-title'

export type LegalSection = { title: string; body: string }

/** A static legal text with a back button that returns one step (or home when opened directly). */
export function LegalDocument({
  title,
  intro,
  sections,
}: {
  title: string
  intro: string
  sections: LegalSection[]
}) {
  useDocumentTitle(title)
  const navigate = useNavigate()
  const location = useLocation()
  // react-router keys the first entry of a visit 'default': then there is no in-app step to go back to.
  const goBack = () =>
    void (location.key === 'default' ? navigate(paths.splash.getHref()) : navigate(-1))

  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6">
      <div className="flex items-center gap-3">
        <Button variant="ghost" onClick={goBack}>
          <ArrowLeft aria-hidden />
          {t('common.back')}
        </Button>
        <div className="ml-auto flex items-center gap-3">
          <OfflineBadge />
          <Logo size="sm" />
        </div>
      </div>
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        <p className="text-sm text-muted">{t('legal.lastUpdated')}</p>
      </header>
      <p className="text-lg leading-relaxed">{intro}</p>
      {sections.map((section) => (
        <section key={section.title} className="flex flex-col gap-2">
          <h2 className="text-xl font-semibold">{section.title}</h2>
          <p className="leading-relaxed text-muted">{section.body}</p>
        </section>
      ))}
    </main>
  )
}
