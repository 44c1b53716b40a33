import { beforeEach, describe, expect, it } from 'vitest'
import { APP_STORE_KEY, initialFlags, useAppStore } from './app-store'
import { DATA_LOADED_KEY } from './real-data-loaded'

const nuvem = { id: 'c1', name: 'Casa', url: 'http://panel.test', user: 'ana' }

function persisted(): unknown {
  return JSON.parse(localStorage.getItem(APP_STORE_KEY) ?? 'null')
}

describe('app store', () => {
  beforeEach(() => {
    localStorage.clear()
    useAppStore.getState().clearAllData()
  })

  it('persists only the nuvem under myflix-storage', () => {
    useAppStore.getState().setNuvem(nuvem)
    useAppStore.getState().setFlags({ isLoading: true, isProgressiveLoading: true })
    expect(persisted()).toEqual({ state: { nuvem }, version: 0 })
    expect(JSON.stringify(persisted())).not.toContain('isLoading')
  })

  it('rehydrates the nuvem with every flag false and drops the data-loaded markers', async () => {
    // setState persists too, so the stored state is written after it (as a previous visit left it).
    useAppStore.setState({ ...initialFlags, nuvem: null })
    const stored = {
      nuvem: { ...nuvem, xtreamPass: 'leaked' },
      isLoading: true,
      allDataLoaded: true,
    }
    localStorage.setItem(APP_STORE_KEY, JSON.stringify({ state: stored, version: 0 }))
    localStorage.setItem(DATA_LOADED_KEY, JSON.stringify({ filmes: 3 }))
    await useAppStore.persist.rehydrate()
    expect(useAppStore.getState().nuvem).toEqual(nuvem)
    expect(useAppStore.getState().isLoading).toBe(false)
    // A flag an older build kept is not taken back either.
    expect(useAppStore.getState()).not.toHaveProperty('allDataLoaded')
    expect(localStorage.getItem(DATA_LOADED_KEY)).toBeNull()
  })

  it('drops a stored nuvem that lacks a field', async () => {
    localStorage.setItem(
      APP_STORE_KEY,
      JSON.stringify({ state: { nuvem: { id: 'x' } }, version: 0 }),
    )
    await useAppStore.persist.rehydrate()
    expect(useAppStore.getState().nuvem).toBeNull()
  })

  it('clearAllData empties the nuvem and resets every flag', () => {
    useAppStore.getState().setNuvem(nuvem)
    useAppStore.getState().setFlags({ isLoading: true, parentalControlEnabled: true })
    useAppStore.getState().clearAllData()
    const { nuvem: after, ...state } = useAppStore.getState()
    expect(after).toBeNull()
    for (const [flag, value] of Object.entries(initialFlags)) {
      expect(state[flag as keyof typeof initialFlags]).toBe(value)
    }
    expect(persisted()).toEqual({ state: { nuvem: null }, version: 0 })
  })
})
