import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { columnsFor, VirtualGrid } from './virtual-grid'

const items = (count: number) => Array.from({ length: count }, (_, i) => `item-${i}`)

function renderGrid(list: string[], onNearEnd = vi.fn()) {
  render(
    <VirtualGrid
      label="Categoria"
      items={list}
      getKey={(item) => item}
      renderItem={(item) => <span data-testid="cell">{item}</span>}
      onNearEnd={onNearEnd}
    />,
  )
  return onNearEnd
}

function scrollWindowTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y })
  act(() => {
    window.dispatchEvent(new Event('scroll'))
  })
}

afterEach(() => scrollWindowTo(0))

describe('VirtualGrid', () => {
  it('chooses more columns on wider screens', () => {
    expect(columnsFor(358)).toBe(3)
    expect(columnsFor(1046)).toBe(6)
    expect(columnsFor(200)).toBe(2)
    // 'Modo TV' at 1920 px (a 24 px root): fewer, larger cards.
    expect(columnsFor(1046, 24)).toBe(4)
  })

  it('renders only the rows near the viewport of a 20,000-item list', () => {
    const onNearEnd = renderGrid(items(20_000))
    const cells = screen.getAllByTestId('cell')
    expect(cells.length).toBeGreaterThan(0)
    expect(cells.length).toBeLessThan(200)
    expect(cells[0]).toHaveTextContent('item-0')
    expect(onNearEnd).not.toHaveBeenCalled()
    // The spacer keeps the full height, so the scrollbar reflects the whole category.
    const spacer = screen.getByTestId('virtual-grid').firstElementChild as HTMLElement
    expect(Number.parseFloat(spacer.style.height)).toBeGreaterThan(100_000)
  })

  it('moves the rendered window as the page scrolls', () => {
    renderGrid(items(20_000))
    scrollWindowTo(50_000)
    const cells = screen.getAllByTestId('cell')
    expect(cells.length).toBeLessThan(200)
    expect(screen.queryByText('item-0')).not.toBeInTheDocument()
    const first = Number(cells[0]?.textContent?.replace('item-', ''))
    expect(first).toBeGreaterThan(500)
  })

  it('asks for more when the last loaded rows are rendered', () => {
    const onNearEnd = renderGrid(items(120))
    scrollWindowTo(100_000)
    expect(onNearEnd).toHaveBeenCalled()
    expect(screen.getByText('item-119')).toBeInTheDocument()
  })
})
