import { t } from '@myflix/shared'
import { describe, expect, it } from 'vitest'
import { formatExpiry } from './format-expiry'

describe('formatExpiry', () => {
  it('writes a long pt-BR date from seconds', () => {
    expect(formatExpiry(1_798_675_200, 'UTC')).toBe('31 de dezembro de 2026')
    expect(formatExpiry('1767225600', 'UTC')).toBe('1 de janeiro de 2026')
    expect(formatExpiry(1_767_225_600, 'America/Sao_Paulo')).toBe('31 de dezembro de 2025')
  })

  it("says 'N/A' when there is no date", () => {
    for (const missing of [null, undefined, ''])
      expect(formatExpiry(missing, 'UTC')).toBe(t('profile.notAvailable'))
  })

  it("says 'Data inválida' when the value cannot be read", () => {
    for (const bad of ['amanhã', Number.NaN, Infinity, 9e15, '12abc'])
      expect(formatExpiry(bad, 'UTC')).toBe(t('profile.invalidDate'))
  })
})
