import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { authError, fakeAuthClient, resetFakeAuth, setSession } from '@/testing/fake-auth-client'
import { renderApp } from '@/testing/render-app'
import { findToast, visibleToasts } from '@/testing/toasts'

vi.mock('@/lib/auth/auth-client', async () => ({
  authClient: (await import('@/testing/fake-auth-client')).fakeAuthClient,
}))

beforeEach(() => {
  resetFakeAuth()
  setSession({ data: null, isPending: false })
})

async function fill(email: string, password: string, confirm: string) {
  const user = userEvent.setup()
  const view = renderApp('/register')
  await screen.findByRole('button', { name: 'Criar Conta' })
  if (email) await user.type(screen.getByLabelText('Email'), email)
  if (password) await user.type(screen.getByLabelText('Senha'), password)
  if (confirm) await user.type(screen.getByLabelText('Confirmar senha'), confirm)
  await user.click(screen.getByRole('button', { name: 'Criar Conta' }))
  return view
}

describe('register form', () => {
  it('shows every broken rule once, under its field; the alert only points at them, no toast', async () => {
    await fill('ana@example.com', 'abc', '')
    for (const message of [
      'A senha deve ter pelo menos 8 caracteres',
      'A senha deve conter pelo menos uma letra maiúscula',
      'A senha deve conter pelo menos um número',
      'A senha deve conter pelo menos um caractere especial',
      'Confirme sua senha',
    ]) {
      expect(await screen.findByText(message, { selector: 'li' })).toBeInTheDocument()
      // Once: not again in the alert nor in a toast (issue 16: errors showed three times).
      expect(screen.getAllByText(message, { exact: false })).toHaveLength(1)
    }
    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent('Dados inválidos')
    expect(alert).toHaveTextContent('Corrija os campos indicados abaixo.')
    expect(visibleToasts()).toEqual([])
    expect(fakeAuthClient.signUp.email).not.toHaveBeenCalled()
  })

  it('signs up with the confirmation link landing on the site root, then goes to /login', async () => {
    const { history } = await fill('Ana@Example.com', 'Senha!123', 'Senha!123')
    await waitFor(() => expect(history.location.pathname).toBe('/login'))
    expect(fakeAuthClient.signUp.email).toHaveBeenCalledWith({
      email: 'Ana@Example.com',
      password: 'Senha!123',
      name: '',
      callbackURL: '/',
    })
    const toast = await findToast()
    expect(within(toast).getByText('Conta criada com sucesso!')).toBeInTheDocument()
    expect(
      within(toast).getByText('Verifique seu email para confirmar a conta.'),
    ).toBeInTheDocument()
  })

  it('shows the mapped server error and stays', async () => {
    fakeAuthClient.signUp.email.mockResolvedValue(
      authError(
        422,
        'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL',
        'User already exists. Use another email.',
      ),
    )
    const { history } = await fill('ana@example.com', 'Senha!123', 'Senha!123')
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Este email já está cadastrado.'),
    )
    expect(history.location.pathname).toBe('/register')
  })

  it('rejects a different confirmation', async () => {
    await fill('ana@example.com', 'Senha!123', 'Senha!124')
    expect(
      await screen.findByText('As senhas não coincidem', { selector: 'li' }),
    ).toBeInTheDocument()
  })

  it('links to the terms, the privacy policy and back to login', async () => {
    renderApp('/register')
    expect(await screen.findByRole('link', { name: 'Termos de Serviço' })).toHaveAttribute(
      'href',
      '/terms-of-service',
    )
    expect(screen.getByRole('link', { name: 'Política de Privacidade' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    )
    expect(screen.getByRole('link', { name: 'Já tem uma conta? Entrar' })).toHaveAttribute(
      'href',
      '/login',
    )
  })
})
