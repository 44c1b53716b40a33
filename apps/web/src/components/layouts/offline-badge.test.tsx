import { act, render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { AppLayout } from './app-layout'
import { AuthFrame } from './auth-frame'
import { AuthLayout } from './auth-layout'
import { OfflineBadge } from './offline-badge'

function goOffline() {
  Object.defineProperty(navigator, 'onLine', { configurable: true, value: false })
  act(() => void window.dispatchEvent(new Event('offline')))
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'onLine')
})

describe('OfflineBadge', () => {
  it("shows 'Modo Offline' only while the browser has no network", () => {
    render(<OfflineBadge />)
    expect(screen.queryByText('Modo Offline')).not.toBeInTheDocument()

    goOffline()
    expect(screen.getByRole('status')).toHaveTextContent('Modo Offline')

    Object.defineProperty(navigator, 'onLine', { configurable: true, value: true })
    act(() => void window.dispatchEvent(new Event('online')))
    expect(screen.queryByText('Modo Offline')).not.toBeInTheDocument()
  })

  it('sits in the header of signed-in pages, in its flow, not fixed over the page title', () => {
    render(
      <MemoryRouter>
        <AppLayout onSignOut={() => {}}>
          <h1>Minha Conta</h1>
        </AppLayout>
      </MemoryRouter>,
    )
    goOffline()
    const badge = within(screen.getByRole('banner')).getByRole('status')
    expect(badge).toHaveTextContent('Modo Offline')
    expect(badge.className).not.toMatch(/\b(fixed|absolute)\b/)
    expect(within(screen.getByRole('main')).queryByRole('status')).toBeNull()
  })

  it('sits above the brand on the sign-in screens, before the card', () => {
    render(
      <MemoryRouter>
        <AuthFrame>
          <AuthLayout title="Entrar">
            <p>form</p>
          </AuthLayout>
        </AuthFrame>
      </MemoryRouter>,
    )
    goOffline()
    const badge = screen.getByRole('status')
    expect(badge.className).not.toMatch(/\b(fixed|absolute)\b/)
    expect(badge.compareDocumentPosition(screen.getByText('Entrar'))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    )
  })
})
