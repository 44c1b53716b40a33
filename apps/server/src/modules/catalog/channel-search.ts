import type { Programme } from '@myflix/shared'
import type { GuideIndex } from '../guide/guide.types'
import type { TypeIndex } from './catalog-index'
import { SEPARATOR, foldText } from './folded-names'
import { positionAt } from './search-index'

// Channels found by what they show now: the stored guide's programme on now of every channel,
// titles folded once per change of programmes (not per search), joined to the channels of a live
// list through their epg_channel_id.

/** A channel, by its place in the list, and its programme on now. */
export interface OnNowHit {
  position: number
  programme: Programme
}

interface OnNowTitles {
  /** Unix seconds it was read at, and until when it holds (the first programme to end). */
  at: number
  until: number
  rows: Array<{ epgId: string; programme: Programme }>
  /**
   * The folded titles joined, each after a separator, and where each starts (the end last): one
   * indexOf over them finds a query, where one per title cost a third of a search (issue 22).
   */
  joined: string
  starts: Uint32Array
}

/** A programme starting between two readings is seen within this many seconds. */
const ON_NOW_MAX_AGE = 60

const titlesByGuide = new WeakMap<GuideIndex, OnNowTitles>()

/** A list's channels by guide id, and each channel's guide id by its place in the list. */
interface GuideIds {
  byEpgId: Map<string, number[]>
  epgIdAt: Array<string | undefined>
}

// Places in the list, not items: a list's channels are made into objects only to read their ids.
const guideIdsByList = new WeakMap<TypeIndex, GuideIds>()

/** Channels read at a time while the map is built, so the whole list is never made at once. */
const READ_STEP = 5000

function onNowTitles(guide: GuideIndex, at: number): OnNowTitles {
  const found = titlesByGuide.get(guide)
  if (found && found.at <= at && at < found.until) return found
  const rows: OnNowTitles['rows'] = []
  const folded: string[] = []
  const starts: number[] = []
  let offset = 1
  let until = at + ON_NOW_MAX_AGE
  for (const [epgId, programme] of guide.onNow(at)) {
    const title = foldText(programme.title).replaceAll(SEPARATOR, ' ')
    rows.push({ epgId, programme })
    folded.push(title)
    starts.push(offset)
    offset += title.length + 1
    until = Math.min(until, programme.end)
  }
  starts.push(offset)
  const joined = SEPARATOR + folded.join(SEPARATOR) + SEPARATOR
  const titles = { at, until, rows, joined, starts: Uint32Array.from(starts) }
  titlesByGuide.set(guide, titles)
  return titles
}

/** The places in the list of its channels by guide id, and back (built once per list). */
function guideIdsOf(live: TypeIndex): GuideIds {
  let ids = guideIdsByList.get(live)
  if (ids) return ids
  ids = { byEpgId: new Map(), epgIdAt: [] }
  for (let from = 0; from < live.size; from += READ_STEP) {
    for (const position of Array.from(live.pageAt(null, from, READ_STEP)?.positions ?? [])) {
      const epgId = live.itemAt(position).epg_channel_id
      if (!epgId) continue
      ids.epgIdAt[position] = epgId
      const list = ids.byEpgId.get(epgId)
      if (list) list.push(position)
      else ids.byEpgId.set(epgId, [position])
    }
  }
  guideIdsByList.set(live, ids)
  return ids
}

/**
 * Up to `limit` channels of `live` whose programme on now holds `text`, those at a place in
 * `exclude` left out: titles that start with it first, each group in the list's order.
 */
export function channelsOnNow(
  live: TypeIndex,
  guide: GuideIndex,
  text: string,
  at: number,
  exclude: ReadonlySet<number>,
  limit: number,
): OnNowHit[] {
  const query = foldText(text.trim()).replaceAll(SEPARATOR, ' ')
  if (query.length === 0 || limit <= 0) return []
  const { byEpgId } = guideIdsOf(live)
  const { rows, joined, starts } = onNowTitles(guide, at)
  const hits: Array<OnNowHit & { starts: boolean }> = []
  for (let from = 0; ;) {
    const found = joined.indexOf(query, from)
    if (found === -1) break
    const row = positionAt(starts, found)
    const { epgId, programme } = rows[row] as OnNowTitles['rows'][number]
    for (const position of byEpgId.get(epgId) ?? [])
      if (!exclude.has(position)) hits.push({ position, programme, starts: found === starts[row] })
    // A title counts once, by its first match.
    from = starts[row + 1] as number
  }
  hits.sort((a, b) => Number(b.starts) - Number(a.starts) || a.position - b.position)
  return hits.slice(0, limit).map(({ position, programme }) => ({ position, programme }))
}

/** The programme on now in the stored guide of the channel at `position` of `live`, if any. */
export function programmeOnNow(guide: GuideIndex, live: TypeIndex, position: number, at: number) {
  const epgId = guideIdsOf(live).epgIdAt[position]
  if (!epgId || !guide.has(epgId)) return undefined
  return guide.nowNext(epgId, at).now ?? undefined
}
