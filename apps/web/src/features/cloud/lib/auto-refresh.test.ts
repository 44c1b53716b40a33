import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createReloadRefresh, shouldAutoRefresh } from './auto-refresh'

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
    '/trocar-nuvem',
    '/trocar-nuvem/',
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

  it('does not re-process offline', () => {
    expect(shouldAutoRefresh({ ...reload, online: false, pathname: '/filmes' })).toBe(false)
    expect(shouldAutoRefresh({ ...reload, online: true, pathname: '/filmes' })).toBe(true)
  })
})

describe('createReloadRefresh', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('runs a wanted refresh once, 500 ms later, however often it is asked', () => {
    const run = vi.fn()
    const gate = createReloadRefresh(run)
    gate.schedule(true)
    gate.schedule(true)
    vi.advanceTimersByTime(499)
    expect(run).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(run).toHaveBeenCalledTimes(1)
    gate.schedule(true)
    vi.advanceTimersByTime(10_000)
    expect(run).toHaveBeenCalledTimes(1)
  })

  it('stays closed when the first decision was no', () => {
    const run = vi.fn()
    const gate = createReloadRefresh(run)
    gate.schedule(false)
    gate.schedule(true)
    vi.advanceTimersByTime(10_000)
    expect(run).not.toHaveBeenCalled()
  })

  it('can be scheduled again after a cancel before the delay, and still runs once', () => {
    const run = vi.fn()
    const gate = createReloadRefresh(run)
    gate.schedule(true)
    vi.advanceTimersByTime(200)
    gate.cancel()
    vi.advanceTimersByTime(1000)
    expect(run).not.toHaveBeenCalled()
    gate.schedule(true)
    vi.advanceTimersByTime(500)
    gate.cancel()
    expect(run).toHaveBeenCalledTimes(1)
  })
})
