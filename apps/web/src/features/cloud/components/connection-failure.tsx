import { Link, useLocation } from 'react-router'
import { WifiOff } from 'lucide-react'
import { t } from '@myflix/shared'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { messageFromState } from '../lib/failure-message'
import { FlowMessage } from './flow-message'

/** 'Falha na Conexão' (/falha-nuvem): the provider could not be reached while adding the cloud. */
export function ConnectionFailurePanel() {
  const { state } = useLocation()
  return (
    <FlowMessage
      icon={<WifiOff aria-hidden className="size-14 text-danger" />}
      title={t('screens.cloudFailure')}
      text={t('cloud.connectionFailure.description')}
      detail={messageFromState(state)}
    >
      <Button asChild size="lg">
        <Link to={paths.cloudForm.getHref()} replace>
          {t('common.retry')}
        </Link>
      </Button>
      <Button asChild size="lg" variant="outline">
        <Link to={paths.home.getHref()} replace>
          {t('common.backHome')}
        </Link>
      </Button>
    </FlowMessage>
  )
}
