import { create } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'
import type { CloudSummary } from '@myflix/shared'
import { DATA_LOADED_KEY } from './real-data-loaded'

/** The persisted store key of spec §3. */
export const APP_STORE_KEY = 'myflix-storage'

/** Which field of the server's CloudSummary each field of the persisted nuvem holds. */
type NuvemFields = { id: 'id'; name: 'cloud_name'; url: 'xtream_url'; user: 'xtream_user' }

/**
 * The active cloud as the browser remembers it (spec §3 nuvem): part of CloudSummary, under the
 * short names the persisted store has always used. The provider password never reaches the browser.
 */
export type Nuvem = { [K in keyof NuvemFields]: CloudSummary[NuvemFields[K]] }

export const nuvemOf = (cloud: Pick<CloudSummary, NuvemFields[keyof NuvemFields]>): Nuvem => ({
  id: cloud.id,
  name: cloud.cloud_name,
  url: cloud.xtream_url,
  user: cloud.xtream_user,
})

/** Spec §3 app-state flags. */
export type AppFlags = {
  isLoading: boolean
  isProgressiveLoading: boolean
  parentalControlEnabled: boolean
  /**
   * Whether this session may see adult content (control off, or its 1-hour access running). False
   * until the server's parental state is read, so nothing adult kept on the device shows before.
   */
  adultContentVisible: boolean
  /** The server's parental state has been answered (or could not be: offline), at least once. */
  parentalStateKnown: boolean
}

export type AppState = AppFlags & {
  nuvem: Nuvem | null
  setNuvem: (nuvem: Nuvem | null) => void
  setFlags: (flags: Partial<AppFlags>) => void
  /** Spec §4 "Clear all data" for this store: no nuvem, every flag false. */
  clearAllData: () => void
}

export const initialFlags: AppFlags = {
  isLoading: false,
  isProgressiveLoading: false,
  parentalControlEnabled: false,
  adultContentVisible: false,
  parentalStateKnown: false,
}

/**
 * The app store. Catalogue lists are not held here: they come from TanStack Query (demo catalogues
 * until the server has real data), so "lists reset to demo" means clearing that cache.
 */
export const useAppStore = create<AppState>()(
  persist(
    (set) => ({
      ...initialFlags,
      nuvem: null,
      setNuvem: (nuvem) => set({ nuvem }),
      setFlags: (flags) => set(flags),
      clearAllData: () => set({ ...initialFlags, nuvem: null }),
    }),
    {
      name: APP_STORE_KEY,
      storage: createJSONStorage(() => localStorage),
      // Spec §3: only the nuvem survives a reload; flags always start false.
      partialize: (state) => ({ nuvem: state.nuvem }),
      // Whatever an older build stored, only its nuvem is taken back.
      merge: (stored, current) => ({ ...current, nuvem: readNuvem(stored) }),
      // Spec §4: on rehydration the data-loaded markers go, so data loads afresh once.
      onRehydrateStorage: () => () => localStorage.removeItem(DATA_LOADED_KEY),
    },
  ),
)

function readNuvem(stored: unknown): Nuvem | null {
  const nuvem = (stored as { nuvem?: Partial<Nuvem> } | undefined)?.nuvem
  if (!nuvem) return null
  const { id, name, url, user } = nuvem
  const valid = [id, name, url, user].every((field) => typeof field === 'string')
  return valid ? ({ id, name, url, user } as Nuvem) : null
}
