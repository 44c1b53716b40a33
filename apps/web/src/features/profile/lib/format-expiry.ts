import { t } from '@myflix/shared'

/**
 * Spec §2 Minha Conta: the expiry as a long pt-BR date from a Unix-seconds timestamp ('N/A' when
 * missing, 'Data inválida' when it cannot be read). Providers send numbers or numeric strings.
 */
export function formatExpiry(
  expDate: number | string | null | undefined,
  timeZone?: string,
): string {
  if (expDate === null || expDate === undefined || expDate === '') return t('profile.notAvailable')
  const seconds = typeof expDate === 'number' ? expDate : Number(expDate.trim())
  const date = new Date(seconds * 1000)
  if (!Number.isFinite(seconds) || Number.isNaN(date.getTime())) return t('profile.invalidDate')
  return new Intl.DateTimeFormat('pt-BR', { dateStyle: 'long', timeZone }).format(date)
}
