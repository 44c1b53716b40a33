import { t, type CloudForm, type CloudSummary, type ValidateCloudResponse } from '@myflix/shared'
import { isNetworkFailure } from '@/lib/api/transport'

export type AddCloudDeps = {
  validate: (form: CloudForm) => Promise<ValidateCloudResponse>
  save: (form: CloudForm) => Promise<CloudSummary>
}

export type AddCloudOutcome =
  | { kind: 'saved'; cloud: CloudSummary }
  /** The provider could not be reached: the 'Falha na Conexão' screen. */
  | { kind: 'connection-failure'; message: string }
  /** Stay on the form and show the message. */
  | { kind: 'refused'; message: string }

/**
 * Spec §4 Adding: validation (validar-nuvem), then save (the clouds' save endpoint); the §8 add-flow
 * messages. The server's pt-BR reason is kept when it is more precise than 'Erro ao adicionar
 * nuvem' (an expired or blocked account, a timeout…).
 */
export async function addCloud(form: CloudForm, deps: AddCloudDeps): Promise<AddCloudOutcome> {
  let answer: ValidateCloudResponse
  try {
    answer = await deps.validate(form)
  } catch (error) {
    return { kind: 'refused', message: failureText(error) }
  }
  if (!answer.success) return refusal(answer.error)
  try {
    return { kind: 'saved', cloud: await deps.save(form) }
  } catch (error) {
    const message = isNetworkFailure(error)
      ? t('provider.errors.connection')
      : t('clouds.saveConfigFailed')
    return { kind: 'refused', message }
  }
}

function failureText(error: unknown): string {
  return isNetworkFailure(error) ? t('provider.errors.connection') : t('clouds.addFailed')
}

function refusal(reason: string | undefined): AddCloudOutcome {
  if (reason === t('provider.errors.connection') || reason === t('provider.errors.timeout')) {
    return { kind: 'connection-failure', message: reason }
  }
  if (reason === t('provider.errors.invalidCredentials')) {
    return { kind: 'refused', message: reason }
  }
  return { kind: 'refused', message: reason?.trim() ? reason : t('clouds.addFailed') }
}
