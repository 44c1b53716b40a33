/** The four ways an arrow key moves focus. */
export type Direction = 'up' | 'down' | 'left' | 'right'

export interface Box {
  left: number
  top: number
  right: number
  bottom: number
}

export interface Candidate<T> {
  item: T
  box: Box
}

const ARROW_DIRECTIONS: Record<string, Direction> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
}

export function directionOfKey(key: string): Direction | null {
  return ARROW_DIRECTIONS[key] ?? null
}

// Neighbours may overlap their focused sibling by a pixel or two (borders, rounding, focus rings).
const EDGE_TOLERANCE_PX = 2

/** How far `box` lies beyond `from` in the direction, or null when it does not lie that way. */
function gapAlong(from: Box, box: Box, direction: Direction): number | null {
  const gap = {
    right: box.left - from.right,
    left: from.left - box.right,
    down: box.top - from.bottom,
    up: from.top - box.bottom,
  }[direction]
  return gap >= -EDGE_TOLERANCE_PX ? Math.max(0, gap) : null
}

function span(box: Box, vertical: boolean): [number, number] {
  return vertical ? [box.left, box.right] : [box.top, box.bottom]
}

/** How far apart the two boxes are across the direction: 0 when they overlap there. */
function crossGap(from: Box, box: Box, vertical: boolean): number {
  const [fromStart, fromEnd] = span(from, vertical)
  const [start, end] = span(box, vertical)
  return Math.max(0, start - fromEnd, fromStart - end)
}

function crossCentreOffset(from: Box, box: Box, vertical: boolean): number {
  const [fromStart, fromEnd] = span(from, vertical)
  const [start, end] = span(box, vertical)
  return Math.abs((start + end) / 2 - (fromStart + fromEnd) / 2)
}

/**
 * The candidate the eye expects when an arrow is pressed on `from`: among those lying that way,
 * the ones that share a band with it across the direction (the card under, the button beside)
 * win over diagonal ones; then the nearest along the direction, then the best aligned.
 */
export function pickNeighbour<T>(
  from: Box,
  candidates: readonly Candidate<T>[],
  direction: Direction,
): T | null {
  const vertical = direction === 'up' || direction === 'down'
  let best: { item: T; rank: [number, number, number] } | null = null
  for (const { item, box } of candidates) {
    const gap = gapAlong(from, box, direction)
    if (gap === null) continue
    const cross = crossGap(from, box, vertical)
    // Diagonal candidates are ranked by a distance that weighs the sideways gap more, so a far
    // aligned one does not lose to a near one far off to the side.
    const rank: [number, number, number] =
      cross === 0
        ? [0, gap, crossCentreOffset(from, box, vertical)]
        : [1, gap + 2 * cross, crossCentreOffset(from, box, vertical)]
    if (!best || isBefore(rank, best.rank)) best = { item, rank }
  }
  return best?.item ?? null
}

function isBefore(a: [number, number, number], b: [number, number, number]): boolean {
  for (let index = 0; index < a.length; index += 1) {
    if (a[index] !== b[index]) return (a[index] as number) < (b[index] as number)
  }
  return false
}
