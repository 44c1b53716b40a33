import { useRef, useState, type FocusEvent, type KeyboardEvent, type RefObject } from 'react'
import { isGridMove, leavesGrid, moveInGrid, type GridCell } from '../lib/grid-nav'
import type { Span } from '../lib/timeline'

/** A cell's place, from the data attributes guide-row.tsx writes. */
function readCell(target: EventTarget | null): GridCell | null {
  if (!(target instanceof HTMLElement) || !target.hasAttribute('data-cell')) return null
  const start = target.dataset.start
  const end = target.dataset.end
  return {
    row: Number(target.dataset.row),
    start: start === undefined ? null : Number(start),
    end: end === undefined ? null : Number(end),
  }
}

/**
 * → from a channel: the row's programme on now when the grid shows it, else its first one on
 * screen past the sticky channel column (the time the grid shows), not the first one rendered
 * (earlier in the day, scrolled back to).
 */
function firstShown(
  elements: HTMLElement[],
  cells: GridCell[],
  channel: HTMLElement,
  row: number,
): HTMLElement | undefined {
  const edge = channel.getBoundingClientRect().right
  const programmes = elements
    .map((element, index) => ({ element, cell: cells[index]! }))
    .filter(({ cell }) => cell.row === row && cell.start !== null)
    .sort((a, b) => a.cell.start! - b.cell.start!)
  const shown = programmes.filter(({ element }) => element.getBoundingClientRect().right > edge + 1)
  const now = Date.now() / 1000
  const onNow = shown.find(({ cell }) => cell.start! <= now && now < cell.end!)
  return (onNow ?? shown[0] ?? programmes[0])?.element
}

/**
 * A roving focus over the grid's rendered cells: one cell takes Tab (`active`, the last focused),
 * arrows move between programmes (lib/grid-nav.ts). Up and down keep the time the user looks at,
 * so crossing short programmes does not drift the column. ← from a channel and ↑ from the first
 * row are left to the page (lib/grid-nav.ts `leavesGrid`).
 */
export function useGridFocus(scroller: RefObject<HTMLElement | null>, span: Span) {
  const [active, setActive] = useState<{ row: number; start: number | null } | null>(null)
  const anchor = useRef<number | null>(null)
  const moving = useRef(false)

  const onFocus = (event: FocusEvent) => {
    const cell = readCell(event.target)
    if (!cell) return
    setActive({ row: cell.row, start: cell.start })
    if (!moving.current)
      anchor.current = cell.start === null ? null : Math.max(cell.start, span.from)
  }

  const onKeyDown = (event: KeyboardEvent) => {
    const from = readCell(event.target)
    const box = scroller.current
    if (!isGridMove(event.key) || !from || !box) return
    // Left unhandled, the key reaches the page's spatial navigation (sidebar, toolbar).
    if (leavesGrid(from, event.key)) return
    event.preventDefault()
    const elements = [...box.querySelectorAll<HTMLElement>('[data-cell]')]
    const cells = elements.map((element) => readCell(element)!)
    const vertical = event.key === 'ArrowUp' || event.key === 'ArrowDown'
    let element: HTMLElement | undefined
    if (event.key === 'ArrowRight' && from.start === null) {
      element = firstShown(elements, cells, event.target as HTMLElement, from.row)
    } else {
      const moved = moveInGrid(cells, from, event.key, vertical ? anchor.current : null)
      element = moved ? elements[cells.indexOf(moved)] : undefined
    }
    const target = element ? readCell(element) : null
    if (!element || !target) return
    if (!vertical) anchor.current = target.start === null ? null : Math.max(target.start, span.from)
    moving.current = true
    element.focus({ preventScroll: true })
    moving.current = false
    // scroll-padding on the grid keeps the cell clear of the sticky channel column and ruler. A
    // channel cell is sticky: brought in sideways, it scrolled the grid back to midnight.
    const left = box.scrollLeft
    element.scrollIntoView?.({ block: 'nearest', inline: 'nearest' })
    if (target.start === null) box.scrollTo?.({ left })
  }

  return { active, onFocus, onKeyDown }
}
