import type { Channel } from '../catalogue/types'
import { PROGRAMME_NAMES } from '../catalogue/words'
import { startOfPanelDay } from '../panel/panel-time'
import { hashInts } from '../random'

/** Every length divides a day, so a channel's slots line up with the epoch and never drift. */
export const PROGRAMME_MINUTES = [30, 60, 90, 120, 180, 240] as const
const LENGTH_SALT = 0x657067
const DAY_SECONDS = 86_400
/** The guide covers yesterday, today and the next two days: four panel days. */
export const GUIDE_PAST_DAYS = 1
export const GUIDE_DAYS = 4

export interface Programme {
  /** get_short_epg's `id`: the channel id × 100,000 plus the slot number (mod 100,000). */
  id: string
  start: number
  stop: number
  title: string
  description: string
}

/** The length of every programme of a channel, chosen once per channel id. */
export function programmeMinutes(channelId: number): number {
  return PROGRAMME_MINUTES[hashInts(channelId, LENGTH_SALT) % PROGRAMME_MINUTES.length]!
}

/** The programme on air at that instant (slots of the channel's length from the epoch). */
export function programmeAt(channel: Channel, unixSeconds: number): Programme {
  const length = programmeMinutes(channel.id) * 60
  const slot = Math.floor(unixSeconds / length)
  const start = slot * length
  const title = PROGRAMME_NAMES[hashInts(channel.id, start / 60) % PROGRAMME_NAMES.length]!
  return {
    id: String(channel.id * 100_000 + (slot % 100_000)),
    start,
    stop: start + length,
    title,
    description: `${title}: programação ao vivo do canal ${channel.name}.`,
  }
}

/** Programmes that overlap [from, to), in order. */
export function* programmesBetween(channel: Channel, from: number, to: number) {
  const length = programmeMinutes(channel.id) * 60
  for (let at = programmeAt(channel, from).start; at < to; at += length) {
    yield programmeAt(channel, at)
  }
}

/**
 * What a channel's guide covers: from the start of yesterday (panel time), or as far back as its
 * archive reaches, to the end of the day after tomorrow.
 */
export function guideWindow(channel: Channel, nowSeconds: number): { from: number; to: number } {
  const today = startOfPanelDay(nowSeconds)
  const back = Math.max(GUIDE_PAST_DAYS, channel.tvArchiveDays)
  return {
    from: today - back * DAY_SECONDS,
    to: today + (GUIDE_DAYS - GUIDE_PAST_DAYS) * DAY_SECONDS,
  }
}
