import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { apiPaths, routePath, type ParentalState } from '@myflix/shared'
import { notify } from '@/components/ui/toast'
import { createQueryClient } from '@/lib/query-client'
import { startLoopbackServer, type LoopbackServer } from '@/testing/loopback-server'
import { ApiError } from '@/lib/api/transport'
import { ParentalSettings } from './parental-settings'
import { PinDialog } from './pin-dialog'

vi.mock('@/components/ui/toast', () => ({ notify: vi.fn() }))

const TRY_AGAIN = 'PIN incorreto. Tente novamente.'
const toasts = () => vi.mocked(notify).mock.calls.map(([toast]) => [toast.title, toast.description])

beforeEach(() => {
  vi.mocked(notify).mockClear()
  localStorage.clear()
})

describe('PinDialog', () => {
  const wrongPin = new ApiError(403, undefined, 'O PIN está incorreto', 'PIN Incorreto')

  it('says "PIN incorreto. Tente novamente." under the box after a wrong PIN, with the toast', async () => {
    const onSubmit = vi.fn().mockRejectedValue(wrongPin)
    const user = userEvent.setup()
    render(<PinDialog kind="unlock" onClose={vi.fn()} onSubmit={onSubmit} />)
    const box = screen.getByLabelText('PIN')
    await user.type(box, '1357')
    await user.click(screen.getByRole('button', { name: 'Confirmar' }))

    expect(await screen.findByRole('alert')).toHaveTextContent(TRY_AGAIN)
    expect(box).toHaveAttribute('aria-invalid', 'true')
    expect(box).toHaveAccessibleDescription(TRY_AGAIN)
    expect(box).toHaveValue('')
    expect(toasts()).toEqual([['PIN Incorreto', 'O PIN está incorreto']])

    // Typing again clears it.
    await user.type(box, '2')
    expect(screen.queryByText(TRY_AGAIN)).toBeNull()
    expect(box).not.toHaveAttribute('aria-invalid')
  })

  it('puts it under the current PIN when changing the PIN', async () => {
    const onSubmit = vi.fn().mockRejectedValue(wrongPin)
    const user = userEvent.setup()
    render(<PinDialog kind="change" onClose={vi.fn()} onSubmit={onSubmit} />)
    await user.type(screen.getByLabelText('PIN atual'), '1357')
    await user.type(screen.getByLabelText('Novo PIN'), '3690')
    await user.type(screen.getByLabelText('Confirme o PIN'), '3690')
    await user.click(screen.getByRole('button', { name: 'Confirmar' }))
    await screen.findByText(TRY_AGAIN)
    expect(screen.getByLabelText('PIN atual')).toHaveAccessibleDescription(TRY_AGAIN)
    expect(screen.getByLabelText('Novo PIN')).not.toHaveAttribute('aria-invalid')
  })

  it('leaves other refusals to the toast', async () => {
    const tooMany = new ApiError(429, undefined, 'Muitas tentativas de PIN.', 'Erro')
    const user = userEvent.setup()
    render(
      <PinDialog kind="unlock" onClose={vi.fn()} onSubmit={vi.fn().mockRejectedValue(tooMany)} />,
    )
    await user.type(screen.getByLabelText('PIN'), '1357')
    await user.click(screen.getByRole('button', { name: 'Confirmar' }))
    await waitFor(() => expect(toasts()).toEqual([['Erro', 'Muitas tentativas de PIN.']]))
    expect(screen.queryByText(TRY_AGAIN)).toBeNull()
  })
})

describe('ParentalSettings', () => {
  let server: LoopbackServer
  let state: ParentalState

  beforeEach(async () => {
    state = { enabled: true, hasPin: true, unlockedUntil: null }
    server = await startLoopbackServer(({ url }) => {
      if (url.pathname === routePath(apiPaths.parental.disable, {}))
        state = { ...state, enabled: false }
      return { status: 200, body: { success: true, data: state } }
    })
  })
  afterEach(() => server.close())

  it('turning control off says "Controle Parental Desativado"', async () => {
    const user = userEvent.setup()
    render(
      <QueryClientProvider client={createQueryClient()}>
        <ParentalSettings />
      </QueryClientProvider>,
    )
    const toggle = await screen.findByRole('switch', { name: 'Ativar controle parental' })
    await user.click(toggle)
    await user.type(screen.getByLabelText('PIN'), '2580')
    await user.click(screen.getByRole('button', { name: 'Confirmar' }))
    await waitFor(() =>
      expect(toasts()).toEqual([['Controle Parental Desativado', 'Controle parental desativado']]),
    )
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'false'))
  })
})
