import type { CatalogueView } from '../catalogue/catalogue'
import type { Channel } from '../catalogue/types'
import { startOfPanelDay, xmltvTime } from '../panel/panel-time'
import type { UrlContext } from '../panel/url-context'
import { imageUrl } from '../panel/url-context'
import type { Programme } from './programmes'
import { GUIDE_PAST_DAYS, guideWindow, programmesBetween } from './programmes'
import type { ProgrammeDates, XmltvWriter } from './xmltv-writer'

export interface GuideSource {
  view: CatalogueView
  ctx: UrlContext
  nowSeconds: number
  writer: XmltvWriter
}

export type EpgChannel = Channel & { epgChannelId: string }

/** How a programme's dates are written; `null` leaves the programme out. */
export type DatesOf = (channel: EpgChannel, p: Programme) => ProgrammeDates | null

export const standardDates: DatesOf = (_, p) => ({
  start: xmltvTime(p.start),
  stop: xmltvTime(p.stop),
})

const DAY_SECONDS = 86_400

export function* epgChannels(view: CatalogueView): Generator<EpgChannel> {
  for (const channel of view.channels()) {
    if (channel.epgChannelId) yield channel as EpgChannel
  }
}

/** The `<?xml…><tv>` head and one `<channel>` per channel that has an EPG id. */
export function* guideHead(source: GuideSource, doctype?: string): Generator<string> {
  const { writer, ctx, view } = source
  yield writer.head(`${ctx.base}/`, doctype)
  for (const channel of epgChannels(view)) {
    const icon = channel.hasIcon ? imageUrl(ctx, 'channel', channel.id) : null
    yield writer.channel(channel.epgChannelId, channel.name, icon)
  }
}

/** Every channel's programmes over its window (see guideWindow), channel by channel. */
export function* guideProgrammes(source: GuideSource, dates: DatesOf = standardDates) {
  for (const channel of epgChannels(source.view)) {
    const { from, to } = guideWindow(channel, source.nowSeconds)
    for (const p of programmesBetween(channel, from, to)) {
      const written = dates(channel, p)
      if (written) yield source.writer.programme(channel.epgChannelId, p, written)
    }
  }
}

/** The guide as a normal panel sends it. */
export function* normalGuide(source: GuideSource, dates?: DatesOf): Generator<string> {
  yield* guideHead(source)
  yield* guideProgrammes(source, dates)
  yield source.writer.tail
}

/**
 * Valid programmes without end: day after day from the guide's first day, every channel's
 * programmes starting that day. What a panel with a runaway guide sends.
 */
export function* endlessProgrammes(source: GuideSource): Generator<string> {
  const first = startOfPanelDay(source.nowSeconds) - GUIDE_PAST_DAYS * DAY_SECONDS
  for (let day = first; ; day += DAY_SECONDS) {
    for (const channel of epgChannels(source.view)) {
      for (const p of programmesBetween(channel, day, day + DAY_SECONDS)) {
        if (p.start >= day)
          yield source.writer.programme(channel.epgChannelId, p, standardDates(channel, p)!)
      }
    }
  }
}
