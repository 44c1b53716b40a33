import { useState } from 'react'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router'
import { describe, expect, it } from 'vitest'
import { Dialog, DialogContent, DialogTitle } from '@/components/ui/dialog'
import { AppLayout } from './app-layout'
import { AuthLayout } from './auth-layout'

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>
}

function DialogPage() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Abrir
      </button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent aria-describedby={undefined}>
          <DialogTitle>Programa</DialogTitle>
        </DialogContent>
      </Dialog>
    </>
  )
}

function FakeSearchPage() {
  return <input type="search" aria-label="Buscar títulos" autoFocus data-search-field />
}

function renderAt(entries: string[]) {
  render(
    <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
      <AppLayout onSignOut={() => {}}>
        <Where />
        <Routes>
          <Route path="/search" element={<FakeSearchPage />} />
          <Route path="/details/:id" element={<DialogPage />} />
          <Route path="*" element={<input aria-label="Nome" />} />
        </Routes>
      </AppLayout>
    </MemoryRouter>,
  )
}

const where = () => screen.getByTestId('where')
const sidebarLink = (name: string) =>
  within(screen.getByTestId('sidebar')).getByRole('link', { name })

describe('useAppKeys in the signed-in layout: Back', () => {
  it('goes back in the history on Escape', async () => {
    const user = userEvent.setup()
    renderAt(['/home'])
    await user.click(sidebarLink('Filmes'))
    expect(where()).toHaveTextContent('/filmes')
    await user.keyboard('{Escape}')
    await waitFor(() => expect(where()).toHaveTextContent('/home'))
  })

  it('goes to /home, replacing, when the app was opened on the page', async () => {
    const user = userEvent.setup()
    renderAt(['/filmes'])
    await user.keyboard('{Backspace}')
    await waitFor(() => expect(where()).toHaveTextContent('/home'))
  })

  it('never leaves the app from /home', async () => {
    const user = userEvent.setup()
    renderAt(['/filmes', '/home'])
    await user.keyboard('{Escape}')
    fireEvent.keyDown(document.body, { key: 'Unidentified', keyCode: 461 })
    expect(where()).toHaveTextContent('/home')
  })

  it.each([461, 10009, 4])('goes back on the remote code %i', async (keyCode) => {
    renderAt(['/home', '/series'])
    fireEvent.keyDown(document.body, { key: 'Unidentified', keyCode })
    await waitFor(() => expect(where()).toHaveTextContent('/home'))
  })

  it("leaves the browser's own Back key to the browser", () => {
    renderAt(['/home', '/series'])
    fireEvent.keyDown(document.body, { key: 'BrowserBack', keyCode: 166 })
    expect(where()).toHaveTextContent('/series')
  })

  it('closes an open dialog on the remote Back and stays on the page', async () => {
    const user = userEvent.setup()
    renderAt(['/home', '/details/7'])
    await user.click(screen.getByRole('button', { name: 'Abrir' }))
    const dialog = screen.getByRole('dialog', { name: 'Programa' })
    fireEvent.keyDown(dialog.ownerDocument.activeElement ?? dialog, {
      key: 'Unidentified',
      keyCode: 461,
    })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(where()).toHaveTextContent('/details/7')
  })

  it('closes an open dialog on Escape (Radix) and stays on the page', async () => {
    const user = userEvent.setup()
    renderAt(['/home', '/details/7'])
    await user.click(screen.getByRole('button', { name: 'Abrir' }))
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(where()).toHaveTextContent('/details/7')
  })

  it('keeps Backspace a delete in a text field', async () => {
    const user = userEvent.setup()
    renderAt(['/home', '/filmes'])
    const field = screen.getByRole('textbox', { name: 'Nome' })
    await user.type(field, 'abc{Backspace}')
    expect(field).toHaveValue('ab')
    expect(where()).toHaveTextContent('/filmes')
  })

  it('lets Escape empty a search field before it goes back', async () => {
    const user = userEvent.setup()
    renderAt(['/home', '/search'])
    const field = screen.getByRole('searchbox', { name: 'Buscar títulos' })
    await user.type(field, 'matrix')
    fireEvent.keyDown(field, { key: 'Escape' })
    expect(where()).toHaveTextContent('/search')
    await user.clear(field)
    await user.keyboard('{Escape}')
    await waitFor(() => expect(where()).toHaveTextContent('/home'))
  })

  it('leaves Back to an open player (a modal on the page)', async () => {
    const user = userEvent.setup()
    renderAt(['/home', '/filmes'])
    const player = document.createElement('div')
    player.setAttribute('aria-modal', 'true')
    document.body.append(player)
    await user.keyboard('{Escape}')
    expect(where()).toHaveTextContent('/filmes')
    player.remove()
  })
})

describe("useAppKeys in the signed-in layout: '/'", () => {
  it('opens search with its field focused, without typing the slash', async () => {
    const user = userEvent.setup()
    renderAt(['/home'])
    await user.keyboard('/')
    await waitFor(() => expect(where()).toHaveTextContent('/search'))
    const field = screen.getByRole('searchbox', { name: 'Buscar títulos' })
    expect(field).toHaveFocus()
    expect(field).toHaveValue('')
  })

  it('focuses the field when search is already open', async () => {
    const user = userEvent.setup()
    renderAt(['/search'])
    const field = screen.getByRole('searchbox', { name: 'Buscar títulos' })
    await user.type(field, 'a')
    sidebarLink('Filmes').focus()
    await user.keyboard('/')
    expect(field).toHaveFocus()
    expect(field).toHaveValue('a')
  })

  it("types '/' in a text field", async () => {
    const user = userEvent.setup()
    renderAt(['/filmes'])
    const field = screen.getByRole('textbox', { name: 'Nome' })
    await user.type(field, 'a/b')
    expect(field).toHaveValue('a/b')
    expect(where()).toHaveTextContent('/filmes')
  })
})

describe('useAppKeys in the sign-in layout', () => {
  it('goes back, and does nothing without an earlier page', async () => {
    const user = userEvent.setup()
    render(
      <MemoryRouter initialEntries={['/login']}>
        <Routes>
          <Route
            path="*"
            element={
              <AuthLayout title="Entrar">
                <Where />
                <Link to="/register">Criar conta</Link>
              </AuthLayout>
            }
          />
        </Routes>
      </MemoryRouter>,
    )
    await user.keyboard('{Escape}')
    expect(where()).toHaveTextContent('/login')
    await user.click(screen.getByRole('link', { name: 'Criar conta' }))
    await user.keyboard('{Backspace}')
    await waitFor(() => expect(where()).toHaveTextContent('/login'))
  })
})
