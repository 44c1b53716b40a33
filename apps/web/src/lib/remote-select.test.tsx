import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { spatialNavigationInEachTest } from '@/testing/spatial-navigation'
import { remoteSelectKeyDown } from './remote-select'

const boxes = spatialNavigationInEachTest()

function renderPicker() {
  const onChange = vi.fn()
  render(
    <main>
      <button type="button">Agora</button>
      <select
        aria-label="Temporada"
        defaultValue="1"
        onChange={onChange}
        onKeyDown={remoteSelectKeyDown}
      >
        <option value="1">Temporada 1</option>
        <option value="2">Temporada 2</option>
      </select>
      <button type="button">Episódio 1</button>
    </main>,
  )
  const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Temporada' })
  boxes.place(screen.getByRole('button', { name: 'Agora' }), {
    left: 0,
    top: 0,
    width: 100,
    height: 40,
  })
  boxes.place(select, { left: 0, top: 60, width: 200, height: 40 })
  boxes.place(screen.getByRole('button', { name: 'Episódio 1' }), {
    left: 0,
    top: 120,
    width: 600,
    height: 80,
  })
  return { select, onChange }
}

describe('remoteSelectKeyDown', () => {
  it('moves on with ↑/↓ as from a button, leaving the value alone', async () => {
    const user = userEvent.setup()
    const { select, onChange } = renderPicker()
    select.focus()
    await user.keyboard('{ArrowDown}')
    expect(screen.getByRole('button', { name: 'Episódio 1' })).toHaveFocus()
    await user.keyboard('{ArrowUp}')
    expect(select).toHaveFocus()
    await user.keyboard('{ArrowUp}')
    expect(screen.getByRole('button', { name: 'Agora' })).toHaveFocus()
    expect(select).toHaveValue('1')
    expect(onChange).not.toHaveBeenCalled()
  })

  it("opens the list on Enter (a remote's OK)", async () => {
    const user = userEvent.setup()
    const { select } = renderPicker()
    const showPicker = vi.fn()
    select.showPicker = showPicker
    select.focus()
    await user.keyboard('{Enter}')
    expect(showPicker).toHaveBeenCalledOnce()
    expect(select).toHaveFocus()
  })
})
