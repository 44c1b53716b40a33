import { useState } from 'react'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { spatialNavigationInEachTest } from '@/testing/spatial-navigation'
import { Button } from './button'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from './dialog'

const boxes = spatialNavigationInEachTest()

function Confirm() {
  const [open, setOpen] = useState(false)
  return (
    <main>
      <Button onClick={() => setOpen(true)}>Excluir nuvem</Button>
      <Button>Ao lado</Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogTitle>Excluir?</DialogTitle>
          <DialogDescription>Não dá para desfazer.</DialogDescription>
          <Button onClick={() => setOpen(false)}>Cancelar</Button>
          <Button variant="secondary">Excluir</Button>
        </DialogContent>
      </Dialog>
    </main>
  )
}

describe('a dialog by remote', () => {
  it('focuses its first action, keeps the arrows inside, and Escape returns to the opener', async () => {
    const user = userEvent.setup()
    render(<Confirm />)
    const opener = screen.getByRole('button', { name: 'Excluir nuvem' })
    // The page behind lies all around the dialog.
    boxes.place(opener, { left: 0, top: 0, width: 200, height: 44 })
    boxes.place(screen.getByRole('button', { name: 'Ao lado' }), {
      left: 0,
      top: 600,
      width: 1200,
      height: 44,
    })
    opener.focus()
    await user.keyboard('{Enter}')
    const cancel = await screen.findByRole('button', { name: 'Cancelar' })
    const remove = screen.getByRole('button', { name: 'Excluir' })
    boxes.place(cancel, { left: 400, top: 300, width: 120, height: 44 })
    boxes.place(remove, { left: 540, top: 300, width: 120, height: 44 })
    boxes.place(screen.getByRole('button', { name: 'Fechar' }), {
      left: 740,
      top: 200,
      width: 44,
      height: 44,
    })
    await waitFor(() => expect(cancel).toHaveFocus())

    await user.keyboard('{ArrowRight}')
    expect(remove).toHaveFocus()
    await user.keyboard('{ArrowDown}{ArrowLeft}{ArrowLeft}{ArrowDown}')
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement)
    await user.keyboard('{ArrowUp}')
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement)

    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    await waitFor(() => expect(opener).toHaveFocus())
  })
})
