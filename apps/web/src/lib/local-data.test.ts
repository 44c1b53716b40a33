import { beforeEach, describe, expect, it } from 'vitest'
import { useAppStore } from '@/stores/app-store'
import { DATA_LOADED_KEY } from '@/stores/real-data-loaded'
import { clearAllData, clearLocalData } from './local-data'

const nuvem = { id: 'c1', name: 'Casa', url: 'http://panel.test', user: 'ana' }

function fillDevice() {
  useAppStore.getState().setNuvem(nuvem)
  useAppStore.getState().setFlags({ isLoading: true, isProgressiveLoading: true })
  for (const key of ['nuvemNome', 'xtreamURL', 'xtreamUser', 'xtreamPass']) {
    localStorage.setItem(key, 'x')
  }
  localStorage.setItem(DATA_LOADED_KEY, '{"filmes":3}')
  localStorage.setItem('myflix-favorites', '[]')
  localStorage.setItem('myflix-parental', '{"enabled":false,"unlockedUntil":null}')
  sessionStorage.setItem('myflix-navigation-state', '{}')
}

describe('local data', () => {
  beforeEach(() => {
    localStorage.clear()
    sessionStorage.clear()
    fillDevice()
  })

  it('clearAllData empties the store, session storage and the data-loaded key only', () => {
    clearAllData()
    const state = useAppStore.getState()
    expect(state.nuvem).toBeNull()
    expect(state.isLoading).toBe(false)
    expect(state.isProgressiveLoading).toBe(false)
    expect(sessionStorage.length).toBe(0)
    expect(localStorage.getItem(DATA_LOADED_KEY)).toBeNull()
    expect(localStorage.getItem('xtreamURL')).toBe('x')
  })

  it('clearLocalData also drops the credentials, the persisted store and the parental memory, keeping favourites', () => {
    clearLocalData()
    expect(useAppStore.getState().nuvem).toBeNull()
    expect(Object.keys(localStorage)).toEqual(['myflix-favorites'])
  })
})
