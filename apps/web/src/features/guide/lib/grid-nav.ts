// Arrow keys in the guide: a roving focus over what is rendered. Each focusable cell is a channel
// (the row's first cell) or a programme with its times. Past the grid's left and top edges the
// page's spatial navigation takes over (issue 21).

export interface GridCell {
  row: number
  /** null for the channel cell. */
  start: number | null
  end: number | null
}

export type GridMove = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown'

export const isGridMove = (key: string): key is GridMove =>
  key === 'ArrowLeft' || key === 'ArrowRight' || key === 'ArrowUp' || key === 'ArrowDown'

const byStart = (a: GridCell, b: GridCell) => (a.start ?? -Infinity) - (b.start ?? -Infinity)

/**
 * The cell a key moves to from `from`, or null to stay. Left and right follow time within the row
 * (left of the first programme is the channel); up and down go to the neighbouring row's programme
 * on at `anchor` (the time the user is looking at), else the nearest one, else its channel.
 */
export function moveInGrid(
  cells: readonly GridCell[],
  from: GridCell,
  key: GridMove,
  anchor: number | null,
): GridCell | null {
  if (key === 'ArrowLeft' || key === 'ArrowRight') {
    const row = cells.filter((cell) => cell.row === from.row).sort(byStart)
    const at = row.findIndex((cell) => cell.start === from.start)
    if (at === -1) return null
    return row[key === 'ArrowRight' ? at + 1 : at - 1] ?? null
  }
  const target = from.row + (key === 'ArrowDown' ? 1 : -1)
  const row = cells.filter((cell) => cell.row === target)
  const channel = row.find((cell) => cell.start === null) ?? null
  const programmes = row.filter((cell) => cell.start !== null)
  if (anchor === null || from.start === null || programmes.length === 0) return channel
  const on = programmes.find((cell) => cell.start! <= anchor && anchor < cell.end!)
  if (on) return on
  const distance = (cell: GridCell) =>
    Math.min(Math.abs(cell.start! - anchor), Math.abs(cell.end! - anchor))
  return programmes.reduce((best, cell) => (distance(cell) < distance(best) ? cell : best))
}

/**
 * Whether the key leaves the grid: ← from a channel (to the sidebar) and ↑ from the first channel
 * (to the toolbar). Other edges keep focus: the row beyond may only be loading.
 */
export function leavesGrid(from: GridCell, key: GridMove): boolean {
  if (key === 'ArrowLeft') return from.start === null
  return key === 'ArrowUp' && from.row === 0
}
