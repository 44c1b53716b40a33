import type { ReactNode } from 'react'
import { MemoryRouter, useLocation } from 'react-router'
import { QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { t } from '@myflix/shared'
import { notify } from '@/components/ui/toast'
import { libraryKeys } from '@/lib/api/library'
import { bindLibrary } from '@/lib/api/library/library-sync'
import { enqueuePosition, queuedPositions } from '@/lib/api/library/position-queue'
import { createQueryClient } from '@/lib/query-client'
import { testItem } from '@/testing/catalog-item'
import { authError, fakeAuthClient, resetFakeAuth } from '@/testing/fake-auth-client'
import { useSignOut } from './use-sign-out'

vi.mock('@/lib/auth/auth-client', async () => ({
  authClient: (await import('@/testing/fake-auth-client')).fakeAuthClient,
}))
vi.mock('@/components/ui/toast', () => ({ notify: vi.fn() }))

const DEVICE = {
  xtreamURL: 'http://provider.example',
  nuvemNome: 'Casa',
  'myflix-storage': '{"state":{"nuvem":null}}',
  'myflix-parental': '{"enabled":true,"unlockedUntil":null}',
  'myflix-favorites': '[]',
}

const setLink = (online: boolean) =>
  Object.defineProperty(navigator, 'onLine', { configurable: true, value: online })

beforeEach(() => {
  resetFakeAuth()
  vi.mocked(notify).mockClear()
  localStorage.clear()
  for (const [key, value] of Object.entries(DEVICE)) localStorage.setItem(key, value)
})

afterEach(() => {
  Reflect.deleteProperty(navigator, 'onLine')
})

function renderSignOut(client = createQueryClient()) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/profile']}>{children}</MemoryRouter>
    </QueryClientProvider>
  )
  return renderHook(() => ({ signOut: useSignOut(), path: useLocation().pathname }), { wrapper })
}

const storedKeys = () => Object.keys(localStorage).sort()
const toastTitles = () => vi.mocked(notify).mock.calls.map(([toast]) => toast.title)

describe('useSignOut', () => {
  it('offline: wipes nothing, does not ask the server, and says the action needs the network', async () => {
    setLink(false)
    const { result } = renderSignOut()
    await act(() => result.current.signOut())
    expect(fakeAuthClient.signOut).not.toHaveBeenCalled()
    expect(storedKeys()).toEqual(Object.keys(DEVICE).sort())
    expect(toastTitles()).toEqual([t('pwa.needsNetwork')])
    expect(toastTitles()).toEqual(['Sem conexão. Esta ação precisa de internet.'])
    expect(result.current.path).toBe('/profile')
  })

  it('a request that cannot reach the server keeps everything and says the same', async () => {
    fakeAuthClient.signOut.mockImplementation(async () => {
      setLink(false)
      throw new TypeError('Failed to fetch')
    })
    const { result } = renderSignOut()
    await act(() => result.current.signOut())
    expect(storedKeys()).toEqual(Object.keys(DEVICE).sort())
    expect(toastTitles()).toEqual([t('pwa.needsNetwork')])
    expect(result.current.path).toBe('/profile')
  })

  it('online, a refusal keeps everything and says "Erro ao sair"', async () => {
    fakeAuthClient.signOut.mockResolvedValue(authError(500, undefined, 'boom'))
    const { result } = renderSignOut()
    await act(() => result.current.signOut())
    expect(storedKeys()).toEqual(Object.keys(DEVICE).sort())
    expect(toastTitles()).toEqual(['Erro ao sair'])
    expect(result.current.path).toBe('/profile')
  })

  it('online, ends the session, then wipes the device (old favourites not yet imported stay) and goes to /login', async () => {
    const { result } = renderSignOut()
    await act(() => result.current.signOut())
    expect(fakeAuthClient.signOut).toHaveBeenCalledTimes(1)
    expect(storedKeys()).toEqual(['myflix-favorites'])
    expect(toastTitles()).toEqual(['Logout realizado'])
    expect(result.current.path).toBe('/login')
  })
})

describe('useSignOut and the library', () => {
  it('tries to send what waited, then leaves nothing of the library: queue and cached reads', async () => {
    const client = createQueryClient()
    client.setQueryData(libraryKeys.favorites(), [])
    bindLibrary(client, 'ana')
    // Nothing answers here, so the queued position cannot go out: it must still not stay.
    setLink(false)
    await enqueuePosition('ana', {
      kind: 'movie',
      id: '7',
      series_id: null,
      episode: null,
      programme: null,
      position: 600,
      duration: 6_000,
      at: '2026-03-01T00:00:00.000Z',
      content: testItem('7'),
      next: null,
    })
    setLink(true)
    const { result } = renderSignOut(client)
    await act(() => result.current.signOut())
    expect(fakeAuthClient.signOut).toHaveBeenCalledTimes(1)
    expect(await queuedPositions('ana')).toEqual([])
    expect(client.getQueryData(libraryKeys.favorites())).toBeUndefined()
  })
})
