import 'fake-indexeddb/auto'
import type { ReactNode } from 'react'
import { QueryClientProvider, useQuery } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { apiPaths, routePath, type ParentalState } from '@myflix/shared'
import { contentCache } from '@/lib/cache'
import { clearCopies } from '@/lib/cache/offline-copy'
import {
  PARENTAL_MEMORY_KEY,
  readRememberedParental,
  rememberParental,
} from '@/lib/parental-memory'
import { createQueryClient } from '@/lib/query-client'
import { useAppStore } from '@/stores/app-store'
import { startLoopbackServer, type LoopbackServer } from '@/testing/loopback-server'
import { useUnlockParental } from '@/hooks/use-parental-mutation'
import { useParentalSync } from './use-parental-sync'

let server: LoopbackServer
let served: ParentalState

beforeEach(async () => {
  localStorage.clear()
  useAppStore.getState().clearAllData()
  served = { enabled: true, hasPin: true, unlockedUntil: null }
  server = await startLoopbackServer(({ url }) => {
    if (url.pathname === routePath(apiPaths.parental.unlock, {})) {
      served = { ...served, unlockedUntil: new Date(Date.now() + 3_600_000).toISOString() }
    }
    return { status: 200, body: { success: true, data: served } }
  })
})

afterEach(async () => {
  await server.close()
  await clearCopies()
})

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>
}

describe('useParentalSync and the remembered state', () => {
  it('remembers what the server says (never the PIN) and follows an unlock', async () => {
    const { result } = renderHook(
      () => ({ sync: useParentalSync(), unlock: useUnlockParental() }),
      {
        wrapper,
      },
    )
    await waitFor(() => expect(useAppStore.getState().parentalStateKnown).toBe(true))
    expect(readRememberedParental()).toEqual({ enabled: true, unlockedUntil: null })

    await act(() => result.current.unlock.mutateAsync('2580'))
    expect(readRememberedParental()).toEqual({
      enabled: true,
      unlockedUntil: served.unlockedUntil,
    })
    expect(localStorage.getItem(PARENTAL_MEMORY_KEY)).not.toContain('2580')
    expect(localStorage.getItem(PARENTAL_MEMORY_KEY)).not.toContain('hasPin')
    expect(useAppStore.getState().adultContentVisible).toBe(true)
  })

  it.each([
    ['control off', '{"enabled":false,"unlockedUntil":null}', true],
    ['control on', '{"enabled":true,"unlockedUntil":null}', false],
    [
      'an unlock that has run out',
      '{"enabled":true,"unlockedUntil":"2020-01-01T00:00:00Z"}',
      false,
    ],
    ['nothing', null, false],
  ])(
    'offline, adult favourites follow the remembered state (%s)',
    async (_label, remembered, visible) => {
      if (remembered) localStorage.setItem(PARENTAL_MEMORY_KEY, remembered)
      await server.stop()
      renderHook(() => useParentalSync(), { wrapper })
      await waitFor(() => expect(useAppStore.getState().parentalStateKnown).toBe(true), {
        timeout: 5_000,
      })
      expect(useAppStore.getState().adultContentVisible).toBe(visible)
      expect(localStorage.getItem(PARENTAL_MEMORY_KEY)).toBe(remembered)
    },
  )

  it('offline, the remembered unlock’s end re-reads the lists, keeping the offline copies', async () => {
    rememberParental({ enabled: true, unlockedUntil: new Date(Date.now() + 200).toISOString() })
    await contentCache.set('movies-list', { success: true, data: [] })
    await server.stop()
    let reads = 0
    const useLists = () =>
      useQuery({ queryKey: ['catalog', 'movies'], queryFn: async () => ++reads, retry: false })
    renderHook(() => ({ sync: useParentalSync(), lists: useLists() }), { wrapper })
    await waitFor(() => expect(reads).toBe(1))
    await waitFor(() => expect(reads).toBe(2), { timeout: 5_000 })
    expect(await contentCache.get('movies-list')).not.toBeNull()
  })
})
