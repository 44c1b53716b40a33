import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeAuthClient, resetFakeAuth, setSession, signedInAs } from '@/testing/fake-auth-client'
import { renderApp } from '@/testing/render-app'

vi.mock('@/lib/auth/auth-client', async () => ({
  authClient: (await import('@/testing/fake-auth-client')).fakeAuthClient,
}))

beforeEach(() => {
  resetFakeAuth()
  setSession({ data: null, isPending: false })
})

describe('/login after the confirmation link', () => {
  it('says the e-mail is confirmed when the link lands on the site root', async () => {
    const { history } = renderApp('/?confirmacao=email')
    expect(
      await screen.findByText('Email confirmado! Entre com sua senha para começar.'),
    ).toBeInTheDocument()
    expect(history.location.pathname).toBe('/login')
  })

  it('says the link failed when better-auth refused it', async () => {
    renderApp('/?confirmacao=email&error=TOKEN_EXPIRED')
    expect(
      await screen.findByText(/Este link de confirmação é inválido ou expirou/),
    ).toBeInTheDocument()
    expect(screen.queryByText(/Email confirmado!/)).toBeNull()
  })

  it('says nothing of a confirmation when /login is opened otherwise', async () => {
    renderApp('/login')
    await screen.findByRole('button', { name: 'Iniciar Sessão' })
    expect(screen.queryByText(/Email confirmado!/)).toBeNull()
  })
})

describe('/login when signed in', () => {
  it('sends a user who is already signed in home', async () => {
    setSession({ data: signedInAs(), isPending: false })
    const { history } = renderApp('/login')
    await waitFor(() => expect(history.location.pathname).toBe('/home'))
  })

  it('leaves a sign-in made on the page to the form, which goes to the splash', async () => {
    fakeAuthClient.signIn.email.mockImplementation(async () => {
      act(() => setSession({ data: signedInAs(), isPending: false }))
      return { data: {}, error: null }
    })
    const user = userEvent.setup()
    const { history } = renderApp('/login')
    await user.type(await screen.findByLabelText('Email'), 'ana@example.com')
    await user.type(screen.getByLabelText('Senha'), 'Senha!123')
    await user.click(screen.getByRole('button', { name: 'Iniciar Sessão' }))
    await waitFor(() => expect(history.location.pathname).not.toBe('/login'))
    expect(history.location.pathname).not.toBe('/home')
  })
})
