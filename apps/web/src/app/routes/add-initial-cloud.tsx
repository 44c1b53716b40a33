import { Link } from 'react-router'
import { t } from '@myflix/shared'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { useDocumentTitle } from '@/hooks/use-document-title'

export function AddInitialCloudRoute() {
  useDocumentTitle(t('screens.addInitialCloud.action'))
  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">
        {t('screens.addInitialCloud.title')}
      </h1>
      <p className="text-lg text-muted">{t('screens.addInitialCloud.description')}</p>
      <Button asChild size="lg">
        <Link to={paths.cloudForm.getHref()}>{t('screens.addInitialCloud.action')}</Link>
      </Button>
    </>
  )
}
