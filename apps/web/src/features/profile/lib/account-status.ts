import { t, type MessageKey } from '@myflix/shared'

// The states Xtream panels send, in Portuguese; anything else is shown as the provider wrote it.
const STATUS_NAMES: Record<string, MessageKey> = {
  active: 'profile.statusDefault',
  ativo: 'profile.statusDefault',
  expired: 'profile.statusExpired',
  banned: 'profile.statusBanned',
  disabled: 'profile.statusDisabled',
}

/** Spec §2 Minha Conta: the provider's status ('Ativo' when it sends none), green when Active. */
export function describeAccountStatus(status: string | null | undefined) {
  const given = status?.trim() || t('profile.statusDefault')
  const key = STATUS_NAMES[given.toLowerCase()]
  const text = key ? t(key) : given
  return { text, active: text === t('profile.statusDefault') }
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
