import { t, type MessageKey } from '@myflix/shared'
import { notify } from '@/components/ui/toast'

/**
 * A library action that did not happen: the action's title, and why (the server's pt-BR reason,
 * 'Sem conexão…' offline), as every refused action of the app says it.
 */
export function notifyLibraryFailure(title: MessageKey, error: unknown): void {
  notify({
    title: t(title),
    description: error instanceof Error ? error.message : undefined,
    variant: 'error',
  })
}
