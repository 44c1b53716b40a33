import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { WatchActions } from './watch-actions'

const props = { resumeAt: null, onWatch: () => {}, disabled: false, mark: null }

describe('WatchActions', () => {
  it("focuses 'Assistir Agora' when the page opens with focus nowhere, so OK plays", async () => {
    const user = userEvent.setup()
    const onWatch = vi.fn()
    render(<WatchActions {...props} onWatch={onWatch} />)
    expect(screen.getByRole('button', { name: 'Assistir Agora' })).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(onWatch).toHaveBeenCalledWith(null)
  })

  it('waits until the action is enabled, and leaves focus the user moved alone', () => {
    const { rerender } = render(<WatchActions {...props} disabled />)
    expect(document.body).toHaveFocus()
    rerender(<WatchActions {...props} />)
    expect(screen.getByRole('button', { name: 'Assistir Agora' })).toHaveFocus()

    const elsewhere = document.createElement('button')
    document.body.append(elsewhere)
    elsewhere.focus()
    render(<WatchActions {...props} />)
    expect(elsewhere).toHaveFocus()
    elsewhere.remove()
  })

  it("keeps one element when 'Assistir Agora' turns into 'Continuar de', so focus can return to it", () => {
    const { rerender } = render(<WatchActions {...props} />)
    const primary = screen.getByRole('button', { name: 'Assistir Agora' })
    rerender(<WatchActions {...props} resumeAt={75} />)
    expect(screen.getByRole('button', { name: 'Continuar de 01:15' })).toBe(primary)
    expect(primary).toHaveFocus()
    expect(screen.getByRole('button', { name: 'Começar do início' })).toBeInTheDocument()
  })
})
