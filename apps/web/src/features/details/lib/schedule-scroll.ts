/** Rows kept above the programme on now when the schedule opens, so what came before shows too. */
const ROWS_ABOVE = 1

/**
 * Where the schedule's list scrolls to so the row on now is in view near its top: the row's offset
 * in the list less room for the rows above it, never past either end.
 */
export function scheduleScrollTop(
  rowTop: number,
  rowHeight: number,
  listHeight: number,
  scrollHeight: number,
): number {
  const wanted = rowTop - ROWS_ABOVE * rowHeight
  return Math.max(0, Math.min(wanted, scrollHeight - listHeight))
}
