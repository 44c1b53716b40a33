import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Favorite } from '@myflix/shared'
import { resetFakeAuth, fakeAuthClient, setSession, signedInAs } from '@/testing/fake-auth-client'
import { testItem } from '@/testing/catalog-item'
import { startFakeLibraryApi, type FakeLibraryApi } from '@/testing/fake-library-api'
import { renderApp } from '@/testing/render-app'

vi.mock('@/lib/auth/auth-client', async () => ({
  authClient: (await import('@/testing/fake-auth-client')).fakeAuthClient,
}))

const ANA = signedInAs('ana@example.com', 'token-ana')
const BIA = signedInAs('bia@example.com', 'token-bia')

const favorite = (id: string): Favorite => ({
  id,
  type: 'movie',
  content: testItem(id),
  addedAt: `2026-01-0${id}T00:00:00.000Z`,
})

let api: FakeLibraryApi
beforeEach(async () => {
  resetFakeAuth()
  localStorage.clear()
  api = await startFakeLibraryApi()
})
afterEach(() => api.close())

const importPosts = () => api.posts.filter((post) => post.path.endsWith('/favorites/import'))

describe('favourites in the library', () => {
  it('moves the device’s old favourites into the signed-in user’s library, then forgets them', async () => {
    localStorage.setItem(
      'myflix-favorites',
      JSON.stringify([
        favorite('1'),
        { id: 'x' },
        { ...favorite('2'), content: { name: 'Antigo' } },
      ]),
    )
    api.signIn(ANA.user.id)
    setSession({ data: ANA, isPending: false })
    renderApp('/favoritos')
    // The first screen of the file loads its lazy chunks cold.
    expect(await screen.findByText('Filme 1', {}, { timeout: 5_000 })).toBeInTheDocument()
    // An older build's card, completed rather than lost; what is not a favourite is dropped.
    expect(await screen.findByText('Antigo')).toBeInTheDocument()
    expect(importPosts()).toHaveLength(1)
    expect(importPosts()[0]).toMatchObject({ user: ANA.user.id })
    expect(
      (importPosts()[0]!.body as { favorites: Favorite[] }).favorites.map((f) => f.id),
    ).toEqual(['2', '1'])
    await waitFor(() => expect(localStorage.getItem('myflix-favorites')).toBeNull())
  })

  it('adds and removes through the heart, and another account never sees them', async () => {
    api.library(ANA.user.id).favorites = [favorite('1')]
    api.signIn(ANA.user.id)
    setSession({ data: ANA, isPending: false })
    fakeAuthClient.signOut.mockImplementation(async () => {
      setSession({ data: null, isPending: false })
      return { data: { success: true }, error: null }
    })
    const user = userEvent.setup()
    const { history } = renderApp('/favoritos')
    const card = (await screen.findByText('Filme 1', {}, { timeout: 5_000 })).closest(
      '.group\\/card',
    ) as HTMLElement
    await user.click(within(card).getByRole('button', { name: 'Remover dos favoritos' }))
    expect(await screen.findByText('Você ainda não tem favoritos')).toBeInTheDocument()
    await waitFor(() => expect(api.library(ANA.user.id).favorites).toEqual([]))
    api.library(ANA.user.id).favorites = [favorite('3')]

    await user.click(screen.getByRole('button', { name: 'Sair' }))
    await waitFor(() => expect(history.location.pathname).toBe('/login'))

    // Bia signs in on the same browser: her (empty) library, nothing of Ana's.
    api.signIn(BIA.user.id)
    act(() => setSession({ data: BIA, isPending: false }))
    await act(() => history.push('/favoritos'))
    expect(await screen.findByText('Você ainda não tem favoritos')).toBeInTheDocument()
    expect(screen.queryByText('Filme 3')).toBeNull()
    expect(screen.queryByText('Filme 1')).toBeNull()
  })

  it('an account switch without sign-out drops the previous account’s favourites at once', async () => {
    api.library(ANA.user.id).favorites = [favorite('1')]
    api.signIn(ANA.user.id)
    setSession({ data: ANA, isPending: false })
    renderApp('/favoritos')
    expect(await screen.findByText('Filme 1', {}, { timeout: 5_000 })).toBeInTheDocument()

    api.signIn(BIA.user.id)
    act(() => setSession({ data: BIA, isPending: false }))
    expect(screen.queryByText('Filme 1')).toBeNull()
    expect(await screen.findByText('Você ainda não tem favoritos')).toBeInTheDocument()
  })
})
