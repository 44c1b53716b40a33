import type { PanelFamily } from '../accounts'
import type { Channel } from '../catalogue/types'
import type { Programme } from '../guide/programmes'
import { programmeAt, programmesBetween } from '../guide/programmes'
import { panelTime } from './panel-time'

const DEFAULT_SHORT_LIMIT = 4
const TABLE_HALF_SECONDS = 12 * 3600

function base64(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64')
}

/** One EPG row; the programmes are the guide's (see guide/programmes.ts), so xmltv.php agrees. */
function row(family: PanelFamily, channel: Channel, p: Programme, nowSeconds: number) {
  const common = {
    id: p.id,
    epg_id: String(channel.id),
    title: base64(p.title),
    lang: 'pt',
    start: panelTime(p.start),
    description: base64(p.description),
    channel_id: channel.epgChannelId,
    start_timestamp: String(p.start),
    stop_timestamp: String(p.stop),
  }
  const live = p.start <= nowSeconds && nowSeconds < p.stop ? 1 : 0
  // XUI keeps `end` as a timestamp and adds a formatted `stop`; XC2 sends the raw row.
  return family === 'xui'
    ? { ...common, end: String(p.stop), stop: panelTime(p.stop), now_playing: live, has_archive: 0 }
    : { ...common, end: panelTime(p.stop) }
}

export function shortEpg(
  family: PanelFamily,
  channel: Channel | undefined,
  nowSeconds: number,
  limitParam: string | undefined,
) {
  if (!channel?.epgChannelId) return { epg_listings: [] }
  const limit = Number.parseInt(limitParam ?? '', 10) || DEFAULT_SHORT_LIMIT
  const listings = []
  let at = nowSeconds
  for (let i = 0; i < limit; i++) {
    const p = programmeAt(channel, at)
    listings.push(row(family, channel, p, nowSeconds))
    at = p.stop
  }
  return { epg_listings: listings }
}

/** The whole table: programmes of the past 12 hours and the next 12, with int flags. */
export function simpleDataTable(
  family: PanelFamily,
  channel: Channel | undefined,
  nowSeconds: number,
) {
  if (!channel?.epgChannelId) return { epg_listings: [] }
  const from = nowSeconds - TABLE_HALF_SECONDS
  const programmes = [...programmesBetween(channel, from, nowSeconds + TABLE_HALF_SECONDS)]
  return {
    epg_listings: programmes.map((p) => ({
      ...row(family, channel, p, nowSeconds),
      end: panelTime(p.stop),
      start_timestamp: p.start,
      stop_timestamp: p.stop,
      now_playing: p.start <= nowSeconds && nowSeconds < p.stop ? 1 : 0,
      has_archive: channel.tvArchiveDays > 0 && p.start < nowSeconds ? 1 : 0,
    })),
  }
}
