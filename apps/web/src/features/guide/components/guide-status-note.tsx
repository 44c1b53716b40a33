import { t } from '@myflix/shared'
import { Alert } from '@/components/ui/alert'
import { useGuideStatus } from '@/lib/api/guide'

/**
 * Why the guide may be empty: not fetched yet, still loading, or failed (with the server's pt-BR
 * reason). The channels stay listed and playable either way.
 */
export function GuideStatusNote() {
  const status = useGuideStatus().data
  if (!status || status.state === 'ready') return null
  if (status.state === 'failed') {
    return (
      <Alert data-testid="guide-status">
        <p className="font-semibold">{t('guide.grid.failedTitle')}</p>
        <p>{status.error ?? t('guide.status.failed')}</p>
      </Alert>
    )
  }
  return (
    <Alert variant="info" data-testid="guide-status">
      {t(status.state === 'loading' ? 'guide.grid.loading' : 'guide.grid.none')}
    </Alert>
  )
}
