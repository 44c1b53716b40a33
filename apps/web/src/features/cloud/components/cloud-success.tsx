import { useEffect } from 'react'
import { useNavigate } from 'react-router'
import { CheckCircle2 } from 'lucide-react'
import { t } from '@myflix/shared'
import { paths } from '@/config/paths'
import { FlowMessage } from './flow-message'

/** Spec §9: the success screen moves on to /home after 2 s. */
export const SUCCESS_REDIRECT_MS = 2000

/** 'Sucesso!' (/sucesso-nuvem). */
export function CloudSuccessPanel() {
  const navigate = useNavigate()
  useEffect(() => {
    const timer = setTimeout(
      () => void navigate(paths.home.getHref(), { replace: true }),
      SUCCESS_REDIRECT_MS,
    )
    return () => clearTimeout(timer)
  }, [navigate])

  return (
    <FlowMessage
      icon={<CheckCircle2 aria-hidden className="size-14 text-success" />}
      title={t('screens.cloudSuccess')}
      text={t('cloud.success.description')}
    />
  )
}
