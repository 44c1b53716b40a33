import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import {
  authError,
  fakeAuthClient,
  resetFakeAuth,
  setSession,
  signedInAs,
} from '@/testing/fake-auth-client'
import { NAVIGATION_STATE_FLAG } from '@/features/cloud/lib/session-flags'
import { startLoopbackServer } from '@/testing/loopback-server'
import { renderApp } from '@/testing/render-app'
import { findToast } from '@/testing/toasts'

vi.mock('@/lib/auth/auth-client', async () => ({
  authClient: (await import('@/testing/fake-auth-client')).fakeAuthClient,
}))

beforeEach(() => {
  resetFakeAuth()
  localStorage.clear()
  sessionStorage.clear()
  setSession({ data: signedInAs(), isPending: false })
  localStorage.setItem('xtreamURL', 'http://provider.example')
  localStorage.setItem('xtreamPass', 'segredo')
  localStorage.setItem('myflix-storage', '{"nuvem":"x"}')
  sessionStorage.setItem('myflix-loading', '1')
})

/** Sign-out needs the network: with a server that answers, no failed request marks the app offline. */
async function serverAnswers() {
  const server = await startLoopbackServer(() => ({
    status: 404,
    body: { success: false, error: 'não encontrado' },
  }))
  onTestFinished(() => server.close())
}

describe('app layout', () => {
  it('has the brand once and a search icon linking to /search', async () => {
    renderApp('/home')
    const header = await screen.findByRole('banner')
    expect(within(header).getByRole('link', { name: 'Buscar' })).toHaveAttribute('href', '/search')
    // On desktop the expanded sidebar carries it, so the header does not repeat it.
    expect(screen.getAllByText('myflix')).toHaveLength(1)
  })

  it('signs out: clears local data, ends the session, goes to /login with "Logout realizado"', async () => {
    await serverAnswers()
    fakeAuthClient.signOut.mockImplementation(async () => {
      setSession({ data: null, isPending: false })
      return { data: { success: true }, error: null }
    })
    const user = userEvent.setup()
    const { history } = renderApp('/home')
    await user.click(await screen.findByRole('button', { name: 'Sair' }))

    await waitFor(() => expect(history.location.pathname).toBe('/login'))
    expect(fakeAuthClient.signOut).toHaveBeenCalledTimes(1)
    expect(within(await findToast()).getByText('Logout realizado')).toBeInTheDocument()
    expect(localStorage.getItem('xtreamURL')).toBeNull()
    expect(localStorage.getItem('xtreamPass')).toBeNull()
    expect(localStorage.getItem('myflix-storage')).toBeNull()
    // The session's flags are gone. /login may have written its own navigation state since: the
    // redirect a signed-out session starts can land before or after the wipe.
    const left = Array.from({ length: sessionStorage.length }, (_, i) => sessionStorage.key(i))
    expect(left.filter((key) => key !== NAVIGATION_STATE_FLAG)).toEqual([])
    const navigation = sessionStorage.getItem(NAVIGATION_STATE_FLAG)
    if (navigation !== null) expect(JSON.parse(navigation)).toMatchObject({ path: '/login' })
  })

  it('says "Erro ao sair" when the server refuses', async () => {
    await serverAnswers()
    fakeAuthClient.signOut.mockResolvedValue(authError(500, undefined, 'boom'))
    const user = userEvent.setup()
    const { history } = renderApp('/home')
    await user.click(await screen.findByRole('button', { name: 'Sair' }))
    expect(within(await findToast()).getByText('Erro ao sair')).toBeInTheDocument()
    expect(history.location.pathname).toBe('/home')
  })
})

describe('auth events', () => {
  it('broadcasts INITIAL_SESSION, SIGNED_OUT and SIGNED_IN as the session changes', async () => {
    const seen: { event: string; user: unknown }[] = []
    const listener = (e: Event) => seen.push((e as CustomEvent).detail)
    window.addEventListener('myflix:auth', listener)
    try {
      renderApp('/terms-of-service')
      await screen.findByRole('heading', { name: 'Termos de Serviço' })
      act(() => setSession({ data: null, isPending: false }))
      act(() => setSession({ data: signedInAs('bia@example.com'), isPending: false }))
      await waitFor(() =>
        expect(seen.map((d) => d.event)).toEqual(['INITIAL_SESSION', 'SIGNED_OUT', 'SIGNED_IN']),
      )
      expect(seen[2]?.user).toMatchObject({ email: 'bia@example.com' })
      expect(seen[1]?.user).toBeNull()
    } finally {
      window.removeEventListener('myflix:auth', listener)
    }
  })
})
