import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { authError, fakeAuthClient, resetFakeAuth, setSession } from '@/testing/fake-auth-client'
import { renderApp } from '@/testing/render-app'
import { visibleToasts } from '@/testing/toasts'

vi.mock('@/lib/auth/auth-client', async () => ({
  authClient: (await import('@/testing/fake-auth-client')).fakeAuthClient,
}))

beforeEach(() => {
  resetFakeAuth()
  setSession({ data: null, isPending: false })
})

async function openLogin() {
  const view = renderApp('/login')
  await screen.findByRole('button', { name: 'Iniciar Sessão' })
  return view
}

const formAlert = () => screen.getByRole('alert')

describe('login form', () => {
  it('shows each field message once, under its field, and a "Dados inválidos" alert only', async () => {
    const user = userEvent.setup()
    await openLogin()
    await user.type(screen.getByLabelText('Email'), 'nao-e-email')
    await user.click(screen.getByRole('button', { name: 'Iniciar Sessão' }))

    expect(await screen.findByText('Email inválido', { selector: 'li' })).toBeInTheDocument()
    expect(screen.getByText('Senha é obrigatória', { selector: 'li' })).toBeInTheDocument()
    expect(screen.getAllByText(/Email inválido|Senha é obrigatória/)).toHaveLength(2)
    expect(formAlert()).toHaveTextContent('Dados inválidos')
    expect(formAlert()).toHaveTextContent('Corrija os campos indicados abaixo.')
    expect(visibleToasts()).toEqual([])
    expect(fakeAuthClient.signIn.email).not.toHaveBeenCalled()
  })

  it('offline, says sign-in needs the network instead of trying', async () => {
    const user = userEvent.setup()
    await openLogin()
    await user.type(screen.getByLabelText('Email'), 'ana@example.com')
    await user.type(screen.getByLabelText('Senha'), 'qualquer')
    Object.defineProperty(navigator, 'onLine', { configurable: true, value: false })
    try {
      await user.click(screen.getByRole('button', { name: 'Iniciar Sessão' }))
      await waitFor(() =>
        expect(formAlert()).toHaveTextContent('Sem conexão. Esta ação precisa de internet.'),
      )
    } finally {
      Reflect.deleteProperty(navigator, 'onLine')
    }
    expect(fakeAuthClient.signIn.email).not.toHaveBeenCalled()
  })

  it('maps the server answer to the spec message, once, in the alert', async () => {
    fakeAuthClient.signIn.email.mockResolvedValue(
      authError(403, 'EMAIL_NOT_VERIFIED', 'Email not verified'),
    )
    const user = userEvent.setup()
    await openLogin()
    await user.type(screen.getByLabelText('Email'), '  ana@example.com ')
    await user.type(screen.getByLabelText('Senha'), 'qualquer')
    await user.click(screen.getByRole('button', { name: 'Iniciar Sessão' }))

    await waitFor(() =>
      expect(formAlert()).toHaveTextContent('Confirme seu email antes de fazer login.'),
    )
    expect(formAlert()).toHaveTextContent('Erro ao entrar')
    expect(screen.getAllByText('Confirme seu email antes de fazer login.')).toHaveLength(1)
    expect(visibleToasts()).toEqual([])
    // The shared schema trims the e-mail before it is sent.
    expect(fakeAuthClient.signIn.email).toHaveBeenCalledWith({
      email: 'ana@example.com',
      password: 'qualquer',
    })
  })

  it('reports a network failure as an internal error', async () => {
    fakeAuthClient.signIn.email.mockRejectedValue(new TypeError('Failed to fetch'))
    const user = userEvent.setup()
    await openLogin()
    await user.type(screen.getByLabelText('Email'), 'ana@example.com')
    await user.type(screen.getByLabelText('Senha'), 'x')
    await user.click(screen.getByRole('button', { name: 'Iniciar Sessão' }))
    await waitFor(() => expect(formAlert()).toHaveTextContent('Erro interno. Tente novamente.'))
  })

  it('goes to the splash 200 ms after signing in', async () => {
    const user = userEvent.setup()
    const { history } = await openLogin()
    let signedInAt = 0
    fakeAuthClient.signIn.email.mockImplementation(async () => {
      signedInAt = Date.now()
      return { data: {}, error: null }
    })
    await user.type(screen.getByLabelText('Email'), 'ana@example.com')
    await user.type(screen.getByLabelText('Senha'), 'Senha!123')
    await user.click(screen.getByRole('button', { name: 'Iniciar Sessão' }))

    await waitFor(() => expect(fakeAuthClient.signIn.email).toHaveBeenCalled())
    expect(history.location.pathname).toBe('/login')
    await waitFor(() => expect(history.location.pathname).toBe('/'))
    expect(Date.now() - signedInAt).toBeGreaterThanOrEqual(190)
  })

  it('links to registration and password reset', async () => {
    await openLogin()
    expect(screen.getByRole('link', { name: 'Não tem uma conta? Cadastre-se' })).toHaveAttribute(
      'href',
      '/register',
    )
    expect(screen.getByRole('link', { name: 'Esqueceu sua senha?' })).toHaveAttribute(
      'href',
      '/reset-password',
    )
  })
})
