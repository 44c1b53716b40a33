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
const channelsByList = new WeakMap<TypeIndex, Map<string, Array<[CatalogItem, number]>>>()

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

/** The list's channels by guide id, each with its place in the list (built once per list). */
function channelsByEpgId(live: TypeIndex): Map<string, Array<[CatalogItem, number]>> {
  let byId = channelsByList.get(live)
  if (byId) return byId
  byId = new Map()
  const items = live.page(null, 0, live.size)?.items ?? []
  items.forEach((item, position) => {
    if (!item.epg_channel_id) return
    const list = byId.get(item.epg_channel_id)
    if (list) list.push([item, position])
    else byId.set(item.epg_channel_id, [[item, position]])
  })
  channelsByList.set(live, byId)
  return byId
}

/**
 * Up to `limit` channels of `live` whose programme on now holds `text`, `exclude`d ones left out:
 * titles that start with it first, each group in the list's order.
 */
export function channelsOnNow(
  live: TypeIndex,
  guide: GuideIndex,
  text: string,
  at: number,
  exclude: ReadonlySet<CatalogItem>,
  limit: number,
): OnNowHit[] {
  const query = foldText(text.trim())
  if (query.length === 0 || limit <= 0) return []
  const channels = channelsByEpgId(live)
  const hits: Array<OnNowHit & { rank: number }> = []
  for (const { epgId, programme, folded } of onNowTitles(guide, at).rows) {
    const found = folded.indexOf(query)
    if (found < 0) continue
    for (const [item, position] of channels.get(epgId) ?? []) {
      if (exclude.has(item)) continue
      hits.push({ item, programme, rank: (found === 0 ? 0 : live.size) + position })
    }
  }
  hits.sort((a, b) => a.rank - b.rank)
  return hits.slice(0, limit).map(({ item, programme }) => ({ item, programme }))
}

/** The channel's programme on now in the stored guide, if it has one. */
export function programmeOnNow(guide: GuideIndex, item: CatalogItem, at: number) {
  const epgId = item.epg_channel_id
  if (!epgId || !guide.has(epgId)) return undefined
  return guide.nowNext(epgId, at).now ?? undefined
}
