import { t } from '@myflix/shared'
import { FlowLayout } from '@/components/layouts/flow-layout'
import { Button } from '@/components/ui/button'
import { useDocumentTitle } from '@/hooks/use-document-title'

/** Shown when a route throws or its lazy chunk fails to load (e.g. a new deploy while offline). */
export function RouteErrorRoute() {
  useDocumentTitle(t('common.errorTitle'))
  return (
    <FlowLayout>
      <h1 className="text-3xl font-bold">{t('common.errorTitle')}</h1>
      <p className="text-muted">{t('common.errorText')}</p>
      <Button size="lg" onClick={() => window.location.reload()}>
        {t('common.reload')}
      </Button>
    </FlowLayout>
  )
}
