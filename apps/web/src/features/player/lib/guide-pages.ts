import { pageOf } from '@/lib/guide-pages'

/**
 * The now/next pages (lib/guide-pages) a zap from the channel at `index` may need: its own first,
 * then those of the channels ↑ and ↓ lead to (the list wraps around), each once.
 */
export function pagesAround(count: number, index: number): number[] {
  if (count === 0 || index < 0) return []
  const around = [index, (index - 1 + count) % count, (index + 1) % count].map((row) => pageOf(row))
  return [...new Set(around)]
}
