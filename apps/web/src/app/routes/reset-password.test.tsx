import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { AUTH_EVENT, type AuthEventDetail } from '@/features/auth/lib/auth-events'
import { authError, fakeAuthClient, resetFakeAuth, setSession } from '@/testing/fake-auth-client'
import { renderApp } from '@/testing/render-app'
import { findToast } from '@/testing/toasts'

vi.mock('@/lib/auth/auth-client', async () => ({
  authClient: (await import('@/testing/fake-auth-client')).fakeAuthClient,
}))

beforeEach(() => {
  resetFakeAuth()
  setSession({ data: null, isPending: false })
})

describe('/reset-password', () => {
  it('asks for the e-mail, sends the link back to /reset-password and goes to /login after 2 s', async () => {
    const user = userEvent.setup()
    const { history } = renderApp('/reset-password')
    await user.type(await screen.findByLabelText('Email'), 'ana@example.com')
    await user.click(screen.getByRole('button', { name: 'Enviar Link de Recuperação' }))

    const toast = await findToast()
    expect(within(toast).getByText('Email enviado!')).toBeInTheDocument()
    expect(
      within(toast).getByText('Verifique sua caixa de entrada para redefinir sua senha.'),
    ).toBeInTheDocument()
    expect(fakeAuthClient.requestPasswordReset).toHaveBeenCalledWith({
      email: 'ana@example.com',
      redirectTo: '/reset-password',
    })
    const sentAt = Date.now()
    await waitFor(() => expect(history.location.pathname).toBe('/login'), { timeout: 3000 })
    expect(Date.now() - sentAt).toBeGreaterThanOrEqual(1800)
    // Its 2 s wait by design, after the file's cold route import, leaves little of vitest's 5 s.
  }, 15_000)

  it('maps a request failure', async () => {
    fakeAuthClient.requestPasswordReset.mockResolvedValue(
      authError(400, 'USER_NOT_FOUND', 'User not found'),
    )
    const user = userEvent.setup()
    renderApp('/reset-password')
    await user.type(await screen.findByLabelText('Email'), 'ana@example.com')
    await user.click(screen.getByRole('button', { name: 'Enviar Link de Recuperação' }))
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Email não encontrado.'),
    )
  })

  it('switches to the new-password step when the link brings a token', async () => {
    const events: string[] = []
    const listener = (e: Event) => events.push((e as CustomEvent<AuthEventDetail>).detail.event)
    window.addEventListener(AUTH_EVENT, listener)
    const user = userEvent.setup()
    const { history } = renderApp('/reset-password?token=abc123')

    expect(await screen.findByRole('heading', { name: 'Definir nova senha' })).toBeInTheDocument()
    expect(
      screen.queryByRole('button', { name: 'Enviar Link de Recuperação' }),
    ).not.toBeInTheDocument()
    await user.type(screen.getByLabelText('Nova senha'), 'Nova!Senha1')
    await user.type(screen.getByLabelText('Confirmar senha'), 'Nova!Senha1')
    await user.click(screen.getByRole('button', { name: 'Salvar Nova Senha' }))

    await waitFor(() => expect(history.location.pathname).toBe('/login'))
    expect(fakeAuthClient.resetPassword).toHaveBeenCalledWith({
      newPassword: 'Nova!Senha1',
      token: 'abc123',
    })
    expect(within(await findToast()).getByText('Senha alterada!')).toBeInTheDocument()
    window.removeEventListener(AUTH_EVENT, listener)
    expect(events).toContain('PASSWORD_RECOVERY')
  })

  it('applies the registration rules to the new password', async () => {
    const user = userEvent.setup()
    renderApp('/reset-password?token=abc123')
    await user.type(await screen.findByLabelText('Nova senha'), 'semregras')
    await user.click(screen.getByRole('button', { name: 'Salvar Nova Senha' }))
    expect(
      await screen.findByText('A senha deve conter pelo menos uma letra maiúscula', {
        selector: 'li',
      }),
    ).toBeInTheDocument()
    expect(fakeAuthClient.resetPassword).not.toHaveBeenCalled()
  })

  it('explains an invalid link and offers the request form again', async () => {
    renderApp('/reset-password?error=INVALID_TOKEN')
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Este link de recuperação é inválido ou expirou. Peça um novo.',
    )
    expect(screen.getByRole('button', { name: 'Enviar Link de Recuperação' })).toBeInTheDocument()
  })
})
