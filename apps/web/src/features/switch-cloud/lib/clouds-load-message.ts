import { t } from '@myflix/shared'
import { ApiError } from '@/lib/api/transport'

/**
 * Spec §8 Cloud, for 'Minhas Nuvens': a request that failed — the server answered with an error, or
 * the browser could not reach it (the transport's network ApiError) — is 'Erro ao carregar suas
 * nuvens.'; anything else, such as an answer that cannot be read as the list, is unexpected.
 */
export function cloudsLoadMessage(error: unknown): string {
  return t(error instanceof ApiError ? 'profile.cloudsLoadFailed' : 'profile.cloudsUnexpected')
}
