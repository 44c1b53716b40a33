/**
 * The row a key moves the channel list's focus to: ↑/↓ one row, Page keys a screenful, Home/End
 * the ends. Null for other keys (and an empty list), which the list leaves alone.
 */
export function listKeyTarget(
  key: string,
  active: number,
  count: number,
  pageRows: number,
): number | null {
  if (count === 0) return null
  const clamp = (row: number) => Math.min(count - 1, Math.max(0, row))
  switch (key) {
    case 'ArrowDown':
      return clamp(active + 1)
    case 'ArrowUp':
      return clamp(active - 1)
    case 'PageDown':
      return clamp(active + Math.max(1, pageRows))
    case 'PageUp':
      return clamp(active - Math.max(1, pageRows))
    case 'Home':
      return 0
    case 'End':
      return count - 1
    default:
      return null
  }
}
