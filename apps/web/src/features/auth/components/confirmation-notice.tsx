import { useLocation } from 'react-router'
import { t } from '@myflix/shared'
import { Alert } from '@/components/ui/alert'
import { confirmationFromState } from '../lib/email-confirmation'

/** On /login after the confirmation link: says the e-mail is confirmed, or that the link failed. */
export function ConfirmationNotice() {
  const outcome = confirmationFromState(useLocation().state)
  if (!outcome) return null
  return outcome === 'confirmed' ? (
    <Alert variant="info" className="mb-5">
      {t('auth.login.emailConfirmed')}
    </Alert>
  ) : (
    <Alert className="mb-5">{t('auth.login.confirmationFailed')}</Alert>
  )
}
