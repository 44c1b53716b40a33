import { useState } from 'react'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { lazyDialog } from './lazy-dialog'

interface Props {
  open: boolean
  onOpenChange: (open: boolean) => void
}

function Sheet({ open, onOpenChange }: Props) {
  return open ? (
    <div role="dialog" aria-label="Menu">
      <button type="button" onClick={() => onOpenChange(false)}>
        Fechar
      </button>
    </div>
  ) : null
}

function Page({ Dialog }: { Dialog: ReturnType<typeof lazyDialog<Props>> }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Abrir menu
      </button>
      <Dialog open={open} onOpenChange={setOpen} />
    </>
  )
}

describe('a dialog whose code loads when it first opens', () => {
  it('loads nothing until opened, then opens, closes and opens again from one load', async () => {
    const user = userEvent.setup()
    const load = vi.fn(() => Promise.resolve(Sheet))
    render(<Page Dialog={lazyDialog(load)} />)
    expect(load).not.toHaveBeenCalled()

    await user.click(screen.getByRole('button', { name: 'Abrir menu' }))
    expect(await screen.findByRole('dialog', { name: 'Menu' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Fechar' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Abrir menu' }))
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('closes again when its code cannot load, and the next open tries again', async () => {
    const user = userEvent.setup()
    const load = vi
      .fn<() => Promise<typeof Sheet>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(Sheet)
    render(<Page Dialog={lazyDialog(load)} />)

    await user.click(screen.getByRole('button', { name: 'Abrir menu' }))
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Abrir menu' }))
    expect(await screen.findByRole('dialog', { name: 'Menu' })).toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('opens at once after a preload', async () => {
    const load = vi.fn(() => Promise.resolve(Sheet))
    const Dialog = lazyDialog(load)
    await Dialog.preload()
    render(<Dialog open onOpenChange={() => {}} />)
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(1)
  })
})
