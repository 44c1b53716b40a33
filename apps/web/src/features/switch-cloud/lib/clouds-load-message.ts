import { t } from '@myflix/shared'
import { ApiError } from '@/lib/api/transport'

/**
 * Spec §8 Cloud, for 'Minhas Nuvens': a request that failed — the server answered with an error, or
 * the browser could not reach it (fetch rejects with a TypeError) — is 'Erro ao carregar suas
 * nuvens.'; anything else, such as an answer that cannot be read as the list, is unexpected.
 */
export function cloudsLoadMessage(error: unknown): string {
  const requestFailed = error instanceof ApiError || error instanceof TypeError
  return t(requestFailed ? 'profile.cloudsLoadFailed' : 'profile.cloudsUnexpected')
}
