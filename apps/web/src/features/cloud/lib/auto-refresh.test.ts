import { describe, expect, it } from 'vitest'
import { shouldAutoRefresh } from './auto-refresh'

const reload = { navigationType: 'reload', hasStoredCloud: true }

describe('shouldAutoRefresh', () => {
  it.each(['/home', '/filmes', '/series', '/tv', '/category/filmes/A%C3%A7%C3%A3o', '/filmes/'])(
    'refreshes after a reload on %s',
    (pathname) => expect(shouldAutoRefresh({ ...reload, pathname })).toBe(true),
  )

  it.each([
    '/',
    '/adicionar-nuvem-inicial',
    '/form-nuvem',
    '/carregamento-nuvem',
    '/falha-nuvem',
    '/falha-carregamento',
    '/sucesso-nuvem',
    '/login',
    '/register',
    '/reset-password',
  ])('does not refresh on %s', (pathname) =>
    expect(shouldAutoRefresh({ ...reload, pathname })).toBe(false),
  )

  it('needs a real reload', () => {
    for (const navigationType of ['navigate', 'back_forward', 'prerender', undefined]) {
      expect(shouldAutoRefresh({ ...reload, navigationType, pathname: '/filmes' })).toBe(false)
    }
  })

  it('needs stored credentials', () => {
    expect(shouldAutoRefresh({ ...reload, hasStoredCloud: false, pathname: '/filmes' })).toBe(false)
  })
})
