import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { PinDialog } from './pin-dialog'

describe('PinDialog', () => {
  it("says 'Os PINs não coincidem' under a complete confirmation that differs, until it matches", async () => {
    const user = userEvent.setup()
    render(<PinDialog kind="enable-new" onClose={vi.fn()} onSubmit={vi.fn()} />)
    await user.type(screen.getByLabelText('Novo PIN'), '2580')
    const confirm = screen.getByLabelText('Confirme o PIN')
    await user.type(confirm, '258')
    // Still typing: nothing to say yet.
    expect(screen.queryByText('Os PINs não coincidem')).toBeNull()

    await user.type(confirm, '1')
    expect(screen.getByRole('alert')).toHaveTextContent('Os PINs não coincidem')
    expect(confirm).toHaveAccessibleDescription('Os PINs não coincidem')
    expect(screen.getByRole('button', { name: 'Confirmar' })).toBeDisabled()

    await user.clear(confirm)
    await user.type(confirm, '2580')
    expect(screen.queryByText('Os PINs não coincidem')).toBeNull()
    expect(screen.getByRole('button', { name: 'Confirmar' })).toBeEnabled()
  })
})
