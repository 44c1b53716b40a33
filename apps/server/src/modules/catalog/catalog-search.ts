import { SEARCH_MAX_RESULTS, type ContentType, type SearchType } from '@myflix/shared'
import type { CatalogView } from './adult-filter'

/** Up to `max` entries, one from each list in turn, in each list's own order. */
export function interleave<T>(lists: readonly (readonly T[])[], max: number): T[] {
  const merged: T[] = []
  for (let at = 0; merged.length < max; at += 1) {
    const row = lists.filter((list) => at < list.length)
    if (row.length === 0) break
    for (const list of row) merged.push(list[at] as T)
  }
  return merged.slice(0, max)
}

/**
 * The search answer's data as JSON: titles of the types asked for whose name holds `text`, at
 * most SEARCH_MAX_RESULTS. Each type ranks its own matches and the rankings take turns, so 'Tudo'
 * shows series too when many films match.
 */
export async function searchJson(
  catalog: Pick<CatalogView, 'index'>,
  text: string,
  type: SearchType,
): Promise<string> {
  const types: ContentType[] = type === 'all' ? ['movie', 'series'] : [type]
  const ranked = await Promise.all(
    types.map(async (each) => {
      const index = await catalog.index(each)
      return index.search(text, SEARCH_MAX_RESULTS).map((item) => ({ index, item }))
    }),
  )
  const found = interleave(ranked, SEARCH_MAX_RESULTS)
  return `[${found.map(({ index, item }) => index.json(item)).join(',')}]`
}
