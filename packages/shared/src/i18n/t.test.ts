import { describe, expect, it } from 'vitest'
import { t } from './t'

describe('t', () => {
  it('resolves nested keys', () => {
    expect(t('auth.login.submit')).toBe('Iniciar Sessão')
    expect(t('common.checkingAuth')).toBe('Verificando autenticação...')
  })

  it('fills placeholders and leaves unknown ones', () => {
    expect(t('common.version', { x: 1 })).toBe('Versão 1.0.0')
  })
})
