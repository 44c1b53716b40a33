import { Link } from 'react-router'
import { t } from '@myflix/shared'
import { FlowLayout } from '@/components/layouts/flow-layout'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { useDocumentTitle } from '@/hooks/use-document-title'

export function NotFoundRoute() {
  useDocumentTitle(t('common.notFoundTitle'))
  return (
    <FlowLayout>
      <p className="text-7xl font-black text-accent/80" aria-hidden>
        404
      </p>
      <h1 className="text-3xl font-bold">{t('common.notFoundTitle')}</h1>
      <p className="text-muted">{t('common.notFoundText')}</p>
      <Button asChild size="lg">
        <Link to={paths.splash.getHref()}>{t('common.notFoundLink')}</Link>
      </Button>
    </FlowLayout>
  )
}
