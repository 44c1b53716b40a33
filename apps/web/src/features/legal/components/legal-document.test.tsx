import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { resetFakeAuth, setSession } from '@/testing/fake-auth-client'
import { renderApp } from '@/testing/render-app'

vi.mock('@/lib/auth/auth-client', async () => ({
  authClient: (await import('@/testing/fake-auth-client')).fakeAuthClient,
}))

beforeEach(() => {
  resetFakeAuth()
  setSession({ data: null, isPending: false })
})

describe('legal pages', () => {
  it('terms say the app is only a player, with the last update date', async () => {
    renderApp('/terms-of-service')
    expect(await screen.findByText(/não fornece, não hospeda/)).toBeInTheDocument()
    expect(screen.getByText('Última atualização: 29 de junho de 2025')).toBeInTheDocument()
  })

  it('privacy lists the stored data', async () => {
    renderApp('/privacy-policy')
    expect(await screen.findByText(/modelo do dispositivo/)).toBeInTheDocument()
    expect(screen.getByText(/URLs\) das nuvens/)).toBeInTheDocument()
  })

  it('"Voltar" goes back one step', async () => {
    const user = userEvent.setup()
    const { history } = renderApp('/register')
    await user.click(await screen.findByRole('link', { name: 'Termos de Serviço' }))
    await user.click(await screen.findByRole('button', { name: 'Voltar' }))
    await waitFor(() => expect(history.location.pathname).toBe('/register'))
  })

  it('"Voltar" goes home when the page was opened directly', async () => {
    const user = userEvent.setup()
    const { history } = renderApp('/privacy-policy')
    await user.click(await screen.findByRole('button', { name: 'Voltar' }))
    await waitFor(() => expect(history.location.pathname).not.toBe('/privacy-policy'))
    expect(['/', '/login']).toContain(history.location.pathname)
  })
})
