import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { TestBox } from '@/testing/layout-boxes'
import { spatialNavigationInEachTest } from '@/testing/spatial-navigation'
import type { Direction } from './geometry'
import { pauseSpatialNavigation } from './pause'
import { SpatialSection } from './spatial-section'
import { useSpatialItem } from './use-spatial-item'

function Card({ label }: { label: string }) {
  const { ref, itemProps } = useSpatialItem<HTMLAnchorElement>()
  return (
    <a href={`#${label}`} ref={ref} {...itemProps}>
      {label}
    </a>
  )
}

function Row({ name, cards }: { name: string; cards: string[] }) {
  return (
    <SpatialSection data-testid={name}>
      {cards.map((card) => (
        <Card key={card} label={card} />
      ))}
    </SpatialSection>
  )
}

const NAV_STOPS: Direction[] = ['up', 'down']

function Page() {
  return (
    <>
      <SpatialSection data-testid="nav" stopAt={NAV_STOPS}>
        <Card label="Início" />
        <Card label="Filmes" />
      </SpatialSection>
      <main>
        <SpatialSection data-testid="content">
          <Row name="row-1" cards={['A1', 'A2', 'A3']} />
          <Row name="row-2" cards={['B1', 'B2', 'B3']} />
        </SpatialSection>
        <input aria-label="Nome" />
        <button type="button">Salvar</button>
      </main>
    </>
  )
}

const card = (left: number, top: number): TestBox => ({ left, top, width: 100, height: 150 })

const boxes = spatialNavigationInEachTest()

// norigin re-measures an item once its measure is 16 ms old: with the clock stopped, every press
// goes by the boxes as placed, however fast or slow the machine (a fast one once went by none).
const clock = vi.spyOn(Date, 'now')
beforeEach(() => {
  clock.mockReturnValue(Date.UTC(2026, 10, 27))
})
afterEach(() => clock.mockReset())

function renderPage() {
  render(<Page />)
  const place = (name: string, box: TestBox) => boxes.place(screen.getByRole('link', { name }), box)
  boxes.place(screen.getByTestId('nav'), { left: 0, top: 0, width: 100, height: 720 })
  place('Início', { left: 0, top: 0, width: 100, height: 40 })
  place('Filmes', { left: 0, top: 50, width: 100, height: 40 })
  boxes.place(screen.getByTestId('content'), { left: 120, top: 0, width: 800, height: 330 })
  boxes.place(screen.getByTestId('row-1'), { left: 120, top: 0, width: 800, height: 160 })
  boxes.place(screen.getByTestId('row-2'), { left: 120, top: 170, width: 800, height: 160 })
  ;['A1', 'A2', 'A3'].forEach((name, index) => place(name, card(120 + index * 112, 0)))
  ;['B1', 'B2', 'B3'].forEach((name, index) => place(name, card(120 + index * 112, 170)))
  boxes.place(screen.getByRole('textbox', { name: 'Nome' }), {
    left: 120,
    top: 400,
    width: 100,
    height: 40,
  })
  boxes.place(screen.getByRole('button', { name: 'Salvar' }), {
    left: 120,
    top: 460,
    width: 100,
    height: 40,
  })
}

async function press(key: string, expected: string) {
  await userEvent.keyboard(`{${key}}`)
  await waitFor(() => expect(screen.getByRole('link', { name: expected })).toHaveFocus())
}

describe('the arrow key bridge', () => {
  it('starts in the content, moves along a row, down to the card under and back to the one left', async () => {
    renderPage()
    await press('ArrowRight', 'A1')
    await press('ArrowRight', 'A2')
    await press('ArrowRight', 'A3')
    await press('ArrowDown', 'B3')
    await press('ArrowLeft', 'B2')
    await press('ArrowUp', 'A3')
  })

  it('measures no card as it registers: its first use measures it', async () => {
    const measure = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect')
    // Measuring on registration forced a layout inside the commit that mounted each row.
    render(<Page />)
    expect(measure).not.toHaveBeenCalled()
    measure.mockRestore()
  })

  it("starts at the top of the content: a hero's button before the rows under it", async () => {
    render(
      <main>
        <button type="button">Mais Info</button>
        <Row name="row-1" cards={['A1', 'A2']} />
      </main>,
    )
    boxes.place(screen.getByRole('button', { name: 'Mais Info' }), {
      left: 0,
      top: 0,
      width: 100,
      height: 40,
    })
    boxes.place(screen.getByTestId('row-1'), { left: 0, top: 300, width: 800, height: 160 })
    ;['A1', 'A2'].forEach((name, index) =>
      boxes.place(screen.getByRole('link', { name }), card(index * 112, 300)),
    )
    await userEvent.keyboard('{ArrowDown}')
    await waitFor(() => expect(screen.getByRole('button', { name: 'Mais Info' })).toHaveFocus())
    await press('ArrowDown', 'A1')
  })

  it("goes up from the content to the content above it before the header's links", async () => {
    render(
      <>
        <header>
          <a href="#tv">TV ao Vivo</a>
        </header>
        <main>
          <button type="button">Mais Info</button>
          <a href="#all">Ver Tudo</a>
        </main>
      </>,
    )
    boxes.place(screen.getByRole('link', { name: 'TV ao Vivo' }), {
      left: 900,
      top: 0,
      width: 40,
      height: 40,
    })
    boxes.place(screen.getByRole('button', { name: 'Mais Info' }), {
      left: 0,
      top: 300,
      width: 100,
      height: 40,
    })
    boxes.place(screen.getByRole('link', { name: 'Ver Tudo' }), {
      left: 880,
      top: 500,
      width: 80,
      height: 40,
    })
    screen.getByRole('link', { name: 'Ver Tudo' }).focus()
    await userEvent.keyboard('{ArrowUp}')
    await waitFor(() => expect(screen.getByRole('button', { name: 'Mais Info' })).toHaveFocus())
    await press('ArrowUp', 'TV ao Vivo')
  })

  it('lands an arrow in one step: no other card has focus on the way, however briefly', async () => {
    renderPage()
    screen.getByRole('link', { name: 'A3' }).focus()
    const visited: string[] = []
    const record = (event: FocusEvent) => visited.push((event.target as Element).textContent ?? '')
    document.addEventListener('focusin', record)
    // norigin enters a row it never visited at its first card; the card under A3 is B3. A key
    // pressed in between (OK) must not find B1 focused.
    await press('ArrowDown', 'B3')
    document.removeEventListener('focusin', record)
    expect(visited).toEqual(['B3'])
  })

  it("lands an arrow within the key's own task, so an OK pressed next finds focus where it landed", async () => {
    renderPage()
    screen.getByRole('link', { name: 'A2' }).focus()
    // A browser runs each key press as a task: the next (OK) comes no sooner than the first timer.
    vi.useFakeTimers({ toFake: ['setTimeout'] })
    try {
      fireEvent.keyDown(screen.getByRole('link', { name: 'A2' }), { key: 'ArrowDown' })
      for (let microtask = 0; microtask < 200; microtask++) await Promise.resolve()
      expect(screen.getByRole('link', { name: 'B2' })).toHaveFocus()
    } finally {
      // A move left waiting on a timer would hold every later press.
      vi.runOnlyPendingTimers()
      vi.useRealTimers()
    }
  })

  it('goes left from a row to the sidebar and right back to the card it left', async () => {
    renderPage()
    screen.getByRole('link', { name: 'A2' }).focus()
    await press('ArrowLeft', 'A1')
    await press('ArrowLeft', 'Início')
    await press('ArrowDown', 'Filmes')
    await press('ArrowRight', 'A1')
  })

  it('keeps ↑/↓ inside a section that stops them, as a TV menu ends', async () => {
    renderPage()
    screen.getByRole('link', { name: 'Filmes' }).focus()
    // Below the menu's last item lie the second row and the form; ↓ must not wander there.
    await userEvent.keyboard('{ArrowDown}')
    await press('ArrowUp', 'Início')
    await userEvent.keyboard('{ArrowUp}')
    await press('ArrowDown', 'Filmes')
  })

  it('continues from where Tab or the pointer left focus', async () => {
    renderPage()
    await userEvent.click(screen.getByRole('link', { name: 'B2' }))
    await press('ArrowRight', 'B3')
  })

  it('reaches elements norigin does not know by geometry, and leaves a text field only up or down', async () => {
    renderPage()
    screen.getByRole('link', { name: 'B1' }).focus()
    await userEvent.keyboard('{ArrowDown}')
    const field = screen.getByRole('textbox', { name: 'Nome' })
    await waitFor(() => expect(field).toHaveFocus())
    await userEvent.type(field, 'ab{ArrowLeft}c')
    expect(field).toHaveValue('acb')
    expect(field).toHaveFocus()
    await userEvent.keyboard('{ArrowDown}')
    await waitFor(() => expect(screen.getByRole('button', { name: 'Salvar' })).toHaveFocus())
    await userEvent.keyboard('{ArrowUp}')
    await waitFor(() => expect(field).toHaveFocus())
    await press('ArrowUp', 'B1')
  })

  it('leaves arrows alone when someone handled them, while paused, and with a modifier', async () => {
    renderPage()
    const a1 = screen.getByRole('link', { name: 'A1' })
    a1.focus()
    const handled = (event: KeyboardEvent) => event.preventDefault()
    window.addEventListener('keydown', handled, { capture: true })
    await userEvent.keyboard('{ArrowRight}')
    window.removeEventListener('keydown', handled, { capture: true })
    await userEvent.keyboard('{Shift>}{ArrowRight}{/Shift}')
    const resume = pauseSpatialNavigation()
    await userEvent.keyboard('{ArrowRight}')
    // Nothing moved: the next unpaused press moves exactly one card.
    expect(a1).toHaveFocus()
    resume()
    await press('ArrowRight', 'A2')
  })

  it('keeps arrows inside the topmost open dialog', async () => {
    render(
      <>
        <Row name="row" cards={['Fora']} />
        <div role="dialog" aria-modal="true">
          <button type="button">Cancelar</button>
          <button type="button">Confirmar</button>
        </div>
      </>,
    )
    boxes.place(screen.getByRole('link', { name: 'Fora' }), card(0, 0))
    const cancel = screen.getByRole('button', { name: 'Cancelar' })
    const confirm = screen.getByRole('button', { name: 'Confirmar' })
    boxes.place(cancel, { left: 300, top: 300, width: 100, height: 40 })
    boxes.place(confirm, { left: 420, top: 300, width: 100, height: 40 })
    cancel.focus()
    await userEvent.keyboard('{ArrowRight}')
    await waitFor(() => expect(confirm).toHaveFocus())
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}')
    await waitFor(() => expect(cancel).toHaveFocus())
  })

  it('does not take arrows from widgets that own them, and norigin binds none itself', async () => {
    render(
      <div role="radiogroup" aria-label="Qualidade">
        <button type="button" role="radio" aria-checked="true">
          Alta
        </button>
      </div>,
    )
    const seen: boolean[] = []
    const record = (event: KeyboardEvent) => seen.push(event.defaultPrevented)
    window.addEventListener('keydown', record)
    screen.getByRole('radio').focus()
    await userEvent.keyboard('{ArrowDown}')
    window.removeEventListener('keydown', record)
    expect(seen).toEqual([false])
  })
})
