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
    if (!isGridMove(event.key) || !from || !scroller.current) return
    // Left unhandled, the key reaches the page's spatial navigation (sidebar, toolbar).
    if (leavesGrid(from, event.key)) return
    event.preventDefault()
    const elements = [...scroller.current.querySelectorAll<HTMLElement>('[data-cell]')]
    const cells = elements.map((element) => readCell(element)!)
    const vertical = event.key === 'ArrowUp' || event.key === 'ArrowDown'
    const target = moveInGrid(cells, from, event.key, vertical ? anchor.current : null)
    if (!target) return
    const element = elements[cells.indexOf(target)]
    if (!element) return
    if (!vertical) anchor.current = target.start === null ? null : Math.max(target.start, span.from)
    moving.current = true
    element.focus({ preventScroll: true })
    moving.current = false
    // scroll-padding on the grid keeps the cell clear of the sticky channel column and ruler.
    element.scrollIntoView?.({ block: 'nearest', inline: 'nearest' })
  }

  return { active, onFocus, onKeyDown }
}
