import { useLocation, useNavigate } from 'react-router'
import { TriangleAlert } from 'lucide-react'
import { t } from '@myflix/shared'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { useAppStore } from '@/stores/app-store'
import { messageFromState } from '../lib/failure-message'
import { clearProcessingFlag } from '../lib/session-flags'
import { FlowMessage } from './flow-message'

/** 'O Carregamento Falhou' (/falha-carregamento), with the server's reason when there is one. */
export function LoadFailurePanel() {
  const { state } = useLocation()
  const navigate = useNavigate()
  const setFlags = useAppStore((store) => store.setFlags)

  const retry = () => {
    // Spec §2: retry clears the loading flags, then processes again.
    setFlags({ isLoading: false, isProgressiveLoading: false })
    clearProcessingFlag()
    void navigate(paths.cloudLoading.getHref(), { replace: true })
  }

  return (
    <FlowMessage
      icon={<TriangleAlert aria-hidden className="size-14 text-danger" />}
      title={t('screens.loadFailure')}
      text={t('cloud.loadFailure.description')}
      detail={messageFromState(state)}
    >
      <Button size="lg" onClick={retry}>
        {t('common.retry')}
      </Button>
      <Button size="lg" variant="outline" onClick={() => void navigate(paths.splash.getHref())}>
        {t('common.backHome')}
      </Button>
    </FlowMessage>
  )
}
