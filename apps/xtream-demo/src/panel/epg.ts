import type { PanelFamily } from '../accounts'
import type { Channel } from '../catalogue/types'
import { hashInts } from '../random'
import { PROGRAMME_NAMES } from '../catalogue/words'
import { panelTime } from './panel-time'

const SLOT_SECONDS = 30 * 60
const DEFAULT_SHORT_LIMIT = 4

function base64(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64')
}

/** Programmes are 30-minute slots on the wall clock, titled deterministically per channel. */
function programme(family: PanelFamily, channel: Channel, slot: number, nowSeconds: number) {
  const start = slot * SLOT_SECONDS
  const stop = start + SLOT_SECONDS
  const title = PROGRAMME_NAMES[hashInts(channel.id, slot) % PROGRAMME_NAMES.length]!
  const common = {
    id: String(channel.id * 100_000 + (slot % 100_000)),
    epg_id: String(channel.id),
    title: base64(title),
    lang: 'pt',
    start: panelTime(start),
    description: base64(`${title}: programação ao vivo do canal ${channel.name}.`),
    channel_id: channel.epgChannelId,
    start_timestamp: String(start),
    stop_timestamp: String(stop),
  }
  const live = start <= nowSeconds && nowSeconds < stop ? 1 : 0
  // XUI keeps `end` as a timestamp and adds a formatted `stop`; XC2 sends the raw row.
  return family === 'xui'
    ? { ...common, end: String(stop), stop: panelTime(stop), now_playing: live, has_archive: 0 }
    : { ...common, end: panelTime(stop) }
}

export function shortEpg(
  family: PanelFamily,
  channel: Channel | undefined,
  nowSeconds: number,
  limitParam: string | undefined,
) {
  if (!channel?.epgChannelId) return { epg_listings: [] }
  const limit = Number.parseInt(limitParam ?? '', 10) || DEFAULT_SHORT_LIMIT
  const first = Math.floor(nowSeconds / SLOT_SECONDS)
  return {
    epg_listings: Array.from({ length: limit }, (_, i) =>
      programme(family, channel, first + i, nowSeconds),
    ),
  }
}

/** The whole table: the past 12 hours and the next 12, with now_playing and has_archive ints. */
export function simpleDataTable(
  family: PanelFamily,
  channel: Channel | undefined,
  nowSeconds: number,
) {
  if (!channel?.epgChannelId) return { epg_listings: [] }
  const current = Math.floor(nowSeconds / SLOT_SECONDS)
  const slots = Array.from({ length: 48 }, (_, i) => current - 24 + i)
  return {
    epg_listings: slots.map((slot) => {
      const row = programme(family, channel, slot, nowSeconds)
      const start = slot * SLOT_SECONDS
      return {
        ...row,
        end: panelTime(start + SLOT_SECONDS),
        start_timestamp: start,
        stop_timestamp: start + SLOT_SECONDS,
        now_playing: start <= nowSeconds && nowSeconds < start + SLOT_SECONDS ? 1 : 0,
        has_archive: channel.tvArchiveDays > 0 && start < nowSeconds ? 1 : 0,
      }
    }),
  }
}
