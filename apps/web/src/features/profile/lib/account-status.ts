import { t } from '@myflix/shared'

/** Spec §2 Minha Conta: the provider's status ('Ativo' when it sends none), green when Active. */
export function describeAccountStatus(status: string | null | undefined) {
  const text = status?.trim() || t('profile.statusDefault')
  const active = ['active', t('profile.statusDefault').toLowerCase()].includes(text.toLowerCase())
  return { text, active }
}

/** Bytes as the cache panel shows them (pt-BR decimals). */
export function formatBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB']
  let value = bytes
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit += 1
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1
  return `${value.toLocaleString('pt-BR', { maximumFractionDigits: digits })} ${units[unit]}`
}
