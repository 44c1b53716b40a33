import { t } from '@myflix/shared'
import { ApiError, isNetworkFailure } from '@/lib/api/transport'

/** The text a failure screen shows: our server's pt-BR reason, else a generic one. */
export function failureMessage(error: unknown): string {
  // Our server could not be reached: the spec's connection text, not the generic offline one.
  if (isNetworkFailure(error)) return t('provider.errors.connection')
  if (error instanceof ApiError || (error instanceof Error && error.name === 'Error')) {
    return error.message || t('cloud.loadFailure.description')
  }
  return t('cloud.loadFailure.description')
}

/** Reads `{ message }` handed over in a navigation's state. */
export function messageFromState(state: unknown): string | null {
  const message = (state as { message?: unknown } | null)?.message
  return typeof message === 'string' && message.trim() ? message : null
}
