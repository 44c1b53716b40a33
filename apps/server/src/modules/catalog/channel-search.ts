import type { CatalogItem, Programme } from '@myflix/shared'
import type { GuideIndex } from '../guide/guide.types'
import type { TypeIndex } from './catalog-index'
import { foldText } from './search-index'

// Channels found by what they show now: the stored guide's programme on now of every channel,
// titles folded once per change of programmes (not per search), joined to the channels of a live
// list through their epg_channel_id.

/** A channel and its programme on now. */
export interface OnNowHit {
  item: CatalogItem
  programme: Programme
}

interface OnNowTitles {
  /** Unix seconds it was read at, and until when it holds (the first programme to end). */
  at: number
  until: number
  rows: Array<{ epgId: string; programme: Programme; folded: string }>
}

/** A programme starting between two readings is seen within this many seconds. */
const ON_NOW_MAX_AGE = 60

const titlesByGuide = new WeakMap<GuideIndex, OnNowTitles>()
// Places in the list, not items: a list's channels are made into objects only when found.
const channelsByList = new WeakMap<TypeIndex, Map<string, number[]>>()
/** Channels read at a time while the map is built, so the whole list is never made at once. */
const READ_STEP = 5000

function onNowTitles(guide: GuideIndex, at: number): OnNowTitles {
  const found = titlesByGuide.get(guide)
  if (found && found.at <= at && at < found.until) return found
  const rows: OnNowTitles['rows'] = []
  let until = at + ON_NOW_MAX_AGE
  for (const [epgId, programme] of guide.onNow(at)) {
    rows.push({ epgId, programme, folded: foldText(programme.title) })
    until = Math.min(until, programme.end)
  }
  const titles = { at, until, rows }
  titlesByGuide.set(guide, titles)
  return titles
}

/** The places in the list of its channels, by guide id (built once per list). */
function channelsByEpgId(live: TypeIndex): Map<string, number[]> {
  let byId = channelsByList.get(live)
  if (byId) return byId
  byId = new Map()
  for (let from = 0; from < live.size; from += READ_STEP) {
    const items = live.page(null, from, READ_STEP)?.items ?? []
    items.forEach((item, at) => {
      if (!item.epg_channel_id) return
      const list = byId.get(item.epg_channel_id)
      if (list) list.push(from + at)
      else byId.set(item.epg_channel_id, [from + at])
    })
  }
  channelsByList.set(live, byId)
  return byId
}

/**
 * Up to `limit` channels of `live` whose programme on now holds `text`, those whose id is in
 * `exclude` left out: titles that start with it first, each group in the list's order.
 */
export function channelsOnNow(
  live: TypeIndex,
  guide: GuideIndex,
  text: string,
  at: number,
  exclude: ReadonlySet<string>,
  limit: number,
): OnNowHit[] {
  const query = foldText(text.trim())
  if (query.length === 0 || limit <= 0) return []
  const channels = channelsByEpgId(live)
  const hits: Array<{ position: number; programme: Programme; rank: number }> = []
  for (const { epgId, programme, folded } of onNowTitles(guide, at).rows) {
    const found = folded.indexOf(query)
    if (found < 0) continue
    for (const position of channels.get(epgId) ?? [])
      hits.push({ position, programme, rank: (found === 0 ? 0 : live.size) + position })
  }
  hits.sort((a, b) => a.rank - b.rank)
  const found: OnNowHit[] = []
  for (const { position, programme } of hits) {
    if (found.length >= limit) break
    const item = live.page(null, position, 1)?.items[0]
    if (item && !exclude.has(item.id)) found.push({ item, programme })
  }
  return found
}

/** The channel's programme on now in the stored guide, if it has one. */
export function programmeOnNow(guide: GuideIndex, item: CatalogItem, at: number) {
  const epgId = item.epg_channel_id
  if (!epgId || !guide.has(epgId)) return undefined
  return guide.nowNext(epgId, at).now ?? undefined
}
