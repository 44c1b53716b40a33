import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { findToast, visibleToasts } from '@/testing/toasts'
import { notify, Toaster } from './toast'

describe('notify', () => {
  it('shows one toast at a time: a new one replaces the old', async () => {
    render(<Toaster />)
    act(() => notify({ title: 'Primeiro', description: 'um', variant: 'error' }))
    expect(within(await findToast()).getByText('Primeiro')).toBeInTheDocument()

    act(() => notify({ title: 'Segundo', description: 'dois', variant: 'success' }))
    expect(await screen.findByText('Segundo')).toBeInTheDocument()
    const toast = await findToast()
    expect(toast).toHaveTextContent('dois')
    expect(screen.queryByText('Primeiro')).not.toBeInTheDocument()
    expect(visibleToasts()).toHaveLength(1)
  })

  it('closes when "Fechar" is pressed', async () => {
    const user = userEvent.setup()
    render(<Toaster />)
    act(() => notify({ title: 'Aviso' }))
    const toast = await findToast()
    await user.click(within(toast).getByRole('button', { name: 'Fechar' }))
    await waitFor(() => expect(screen.queryByText('Aviso')).not.toBeInTheDocument())
  })

  it('never reads the page’s computed direction (a forced style recalculation on a cold load)', async () => {
    // Testing Library's own role queries read computed styles too: only sonner's calls count.
    const fromSonner: string[] = []
    const original = window.getComputedStyle.bind(window)
    const computed = vi.spyOn(window, 'getComputedStyle').mockImplementation((element, pseudo) => {
      const stack = new Error().stack ?? ''
      if (/sonner/.test(stack)) fromSonner.push(stack)
      return original(element, pseudo)
    })
    render(<Toaster />)
    act(() => notify({ title: 'Direção' }))
    expect(within(await findToast()).getByText('Direção')).toBeInTheDocument()
    computed.mockRestore()
    expect(fromSonner).toEqual([])
  })
})
