import { describe, expect, it } from 'vitest'
import { DEMO_SCOPE, accountScope } from './account-scope'

describe('accountScope', () => {
  const scope = (baseUrl: string, username = 'ana') => accountScope({ baseUrl, username })

  it('is the demo without a cloud', () => {
    expect(accountScope(null)).toBe(DEMO_SCOPE)
  })

  it('is 32 hex characters that do not show the account', () => {
    const key = scope('http://painel.example:8080')
    expect(key).toMatch(/^[0-9a-f]{32}$/)
    expect(key).not.toContain('painel')
  })

  it('is the same for every spelling of one panel address', () => {
    const base = scope('http://painel.example:8080/sub')
    for (const spelling of [
      'http://PAINEL.example:8080/sub/',
      ' http://painel.example:8080/sub/player_api.php?username=x ',
      'http://user:pass@painel.example:8080/sub/get.php#x',
    ])
      expect(scope(spelling), spelling).toBe(base)
  })

  it('differs by panel, sub-path and provider user name', () => {
    const base = scope('http://painel.example:8080')
    expect(scope('http://painel.example:8081')).not.toBe(base)
    expect(scope('https://painel.example:8080')).not.toBe(base)
    expect(scope('http://painel.example:8080/outro')).not.toBe(base)
    expect(scope('http://painel.example:8080', 'bia')).not.toBe(base)
  })
})
