import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ScrollRow } from './scroll-row'

const items = (count: number) => Array.from({ length: count }, (_, i) => `item-${i}`)

/** jsdom lays nothing out: give every element the width of a 390 px phone row. */
const PHONE_ROW_PX = 390
let restoreWidth: () => void = () => {}
beforeEach(() => {
  const original = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth')
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
    configurable: true,
    get: () => PHONE_ROW_PX,
  })
  restoreWidth = () => {
    if (original) Object.defineProperty(HTMLElement.prototype, 'clientWidth', original)
  }
})
afterEach(() => restoreWidth())

function renderRow(list: string[], prefetchIndex = -1) {
  render(
    <ScrollRow
      label="Ação"
      items={list}
      getKey={(item) => item}
      renderItem={(item) => <span data-testid="cell">{item}</span>}
      prefetchIndex={prefetchIndex}
      onLoadMore={vi.fn()}
    />,
  )
  const list_ = screen.getByRole('list', { name: 'Ação' })
  return list_.parentElement!.parentElement as HTMLElement
}

function scrollRowTo(scroller: HTMLElement, x: number) {
  Object.defineProperty(scroller, 'scrollLeft', { configurable: true, value: x })
  act(() => {
    scroller.dispatchEvent(new Event('scroll'))
  })
}

const mountedIndexes = () =>
  screen.getAllByRole('listitem').map((li) => Number(li.getAttribute('aria-posinset')) - 1)

describe('ScrollRow', () => {
  it('mounts only the cards near the visible part of a row of 1,000 loaded items', () => {
    renderRow(items(1000))
    const cells = screen.getAllByTestId('cell')
    expect(cells.length).toBeGreaterThan(3)
    expect(cells.length).toBeLessThan(20)
    expect(cells[0]).toHaveTextContent('item-0')
    // Each card still tells assistive technology where it sits in the whole list.
    expect(screen.getAllByRole('listitem')[0]).toHaveAttribute('aria-setsize', '1000')
    // The list is as wide as all 1,000 cards (112 px + 12 px gap), so the scrollbar is honest.
    const list = screen.getByRole('list', { name: 'Ação' })
    expect(Number.parseFloat(list.style.width)).toBe(1000 * 124 - 12)
  })

  it('moves the mounted cards as the row scrolls', () => {
    const scroller = renderRow(items(1000))
    scrollRowTo(scroller, 50_000)
    const indexes = mountedIndexes()
    expect(indexes.length).toBeLessThan(20)
    expect(screen.queryByText('item-0')).not.toBeInTheDocument()
    // 50,000 px in, at 124 px a card: around card 403.
    expect(indexes[0]).toBeGreaterThan(380)
    expect(indexes.at(-1)).toBeLessThan(430)
    // The mounted cards start where they belong in the full list.
    const list = screen.getByRole('list', { name: 'Ação' })
    expect(Number.parseFloat(list.style.paddingLeft)).toBe(indexes[0]! * 124)
  })

  it('keeps the prefetch sentinel at its item’s place even when that card is not mounted', () => {
    renderRow(items(1000), 700)
    expect(mountedIndexes()).not.toContain(700)
    const sentinel = screen.getByTestId('row-prefetch-sentinel')
    expect(sentinel.style.left).toBe(`${700 * 124}px`)
  })

  it('mounts a phone row’s visible cards and two more, not the six a wide row keeps', () => {
    renderRow(items(50))
    // 390 px shows cards 0 to 3 (124 px each); the first paint of a phone page mounts only these.
    expect(mountedIndexes()).toEqual([0, 1, 2, 3, 4, 5])
  })
})
