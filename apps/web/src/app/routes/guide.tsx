import { t } from '@myflix/shared'
import { GuidePage } from '@/features/guide/components/guide-page'
import { useDocumentTitle } from '@/hooks/use-document-title'

export function GuideRoute() {
  useDocumentTitle(t('guide.grid.title'))
  return <GuidePage />
}
