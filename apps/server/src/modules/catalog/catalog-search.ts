import { SEARCH_MAX_RESULTS } from '@myflix/shared'
import type { ContentType, Programme, SearchType } from '@myflix/shared'
import type { GuideIndex } from '../guide/guide.types'
import { programmeOf } from '../guide/programmes'
import type { CatalogView } from './adult-filter'
import type { TypeIndex } from './catalog-index'
import { channelsOnNow, programmeOnNow } from './channel-search'

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

/** A search hit: the title at `position` of its list, and a channel's programme on now if known. */
interface Hit {
  index: TypeIndex
  position: number
  onNow?: Programme
}

const atPosition = (index: TypeIndex, position: number): Hit => ({ index, position })

/**
 * The search answer's data as JSON: titles of the types asked for whose name holds `text`, and with
 * a guide, channels whose programme on now holds it, at most SEARCH_MAX_RESULTS. Each list ranks its
 * own matches (names starting with the text first) and, for 'Tudo', films, series, channels by name
 * and channels by programme take turns, so none of them crowds the others out. 'Canais' lists
 * channels by name, then by programme. Every channel with a programme on now carries it (`on_now`).
 */
export async function searchJson(
  catalog: Pick<CatalogView, 'index'>,
  text: string,
  type: SearchType,
  guide: GuideIndex | null = null,
  at = Math.floor(Date.now() / 1000),
): Promise<string> {
  const types: ContentType[] = type === 'all' ? ['movie', 'series', 'live'] : [type]
  const ranked = await Promise.all(
    types.map(async (each) => {
      const index = await catalog.index(each)
      return index.searchAt(text, SEARCH_MAX_RESULTS).map((at) => atPosition(index, at))
    }),
  )
  const byName = types.includes('live') ? (ranked.pop() ?? []) : []
  const byProgramme = guide ? await channelsByProgramme(catalog, guide, text, at, byName) : []
  const lists =
    type === 'live'
      ? [[...byName, ...byProgramme]]
      : [...ranked, ...(type === 'all' ? [byName, byProgramme] : [])]
  const found = interleave(lists, SEARCH_MAX_RESULTS)
  return `[${found.map((hit) => hitJson(hit, guide, at)).join(',')}]`
}

async function channelsByProgramme(
  catalog: Pick<CatalogView, 'index'>,
  guide: GuideIndex,
  text: string,
  at: number,
  byName: readonly Hit[],
): Promise<Hit[]> {
  const index = await catalog.index('live')
  const named = new Set(byName.map((hit) => hit.position))
  return channelsOnNow(index, guide, text, at, named, SEARCH_MAX_RESULTS).map(
    ({ position, programme }): Hit => ({ index, position, onNow: programme }),
  )
}

/** The title's cached JSON, with its programme on now added for a channel that has one. */
function hitJson({ index, position, onNow }: Hit, guide: GuideIndex | null, at: number): string {
  const json = index.jsonAt(position)
  const programme =
    onNow ??
    (guide && index.type === 'live' ? programmeOnNow(guide, index, position, at) : undefined)
  if (!programme) return json
  return `${json.slice(0, -1)},"on_now":${JSON.stringify(programmeOf(programme))}}`
}
