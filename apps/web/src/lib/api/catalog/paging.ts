import type { ItemPage } from '@myflix/shared'

/** Spec §4 paged loading: a page shorter than this ends the list, whatever the total says. */
const HAS_MORE_MINIMUM = 20

/** hasMore after a page: only a page of at least 20 items may have a successor (and not past total). */
export function pageHasMore(page: Pick<ItemPage, 'items' | 'offset' | 'total'>): boolean {
  if (page.items.length < HAS_MORE_MINIMUM) return false
  return page.offset + page.items.length < page.total
}

/** TanStack `getNextPageParam`: the next offset, or undefined when the list has ended. */
export function nextPageOffset(page: ItemPage): number | undefined {
  return pageHasMore(page) ? page.offset + page.items.length : undefined
}
