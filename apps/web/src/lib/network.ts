import { t } from '@myflix/shared'
import { notify } from '@/components/ui/toast'
import { isOnline } from './reachability'

/**
 * Guards an action that only works with a network (sign-in, 'Atualizar Conteúdo', playing): offline
 * it says so in a toast and answers false, instead of letting the action fail without a word.
 */
export function requireNetwork(): boolean {
  if (isOnline()) return true
  notify({ title: t('pwa.needsNetwork'), variant: 'error' })
  return false
}
