import type { GuideFault } from '../accounts'
import { clockDigits, offsetText, panelOffsetSeconds, panelTime } from '../panel/panel-time'
import { hashInts } from '../random'
import { exactly } from './byte-stream'
import { programmeAt } from './programmes'
import type { DatesOf, GuideSource } from './xmltv-body'
import {
  endlessProgrammes,
  epgChannels,
  guideHead,
  guideProgrammes,
  normalGuide,
  standardDates,
} from './xmltv-body'

/** What `huge` declares and, if read to the end, sends: a valid guide of exactly 1 GiB. */
export const HUGE_GUIDE_BYTES = 2 ** 30
/** `truncated` stops in the middle of the programme after this many whole ones. */
export const TRUNCATED_AFTER = 5_000

export interface GuideBody {
  pieces: Iterable<string>
  encoding: 'utf8' | 'latin1'
  /** Declared only when the body is sent as is (not gzipped). */
  contentLength?: number
}

export function guideBody(fault: GuideFault | undefined, source: GuideSource): GuideBody {
  switch (fault) {
    case 'huge':
      return {
        pieces: exactly(hugeGuide(source), HUGE_GUIDE_BYTES, source.writer.tail),
        encoding: 'utf8',
        contentLength: HUGE_GUIDE_BYTES,
      }
    case 'truncated':
      return { pieces: truncatedGuide(source), encoding: 'utf8' }
    case 'baddates':
      return { pieces: normalGuide(source, badDates), encoding: 'utf8' }
    case 'bomb':
      return { pieces: bombGuide(source), encoding: 'utf8' }
    case 'encoding':
      // The head says UTF-8 (so does Content-Type), the accented bytes are ISO-8859-1.
      return { pieces: normalGuide(source), encoding: 'latin1' }
    case 'empty':
      return {
        pieces: [source.writer.head(`${source.ctx.base}/`), source.writer.tail],
        encoding: 'utf8',
      }
    default:
      return { pieces: normalGuide(source), encoding: 'utf8' }
  }
}

function* hugeGuide(source: GuideSource): Generator<string> {
  yield* guideHead(source)
  yield* endlessProgrammes(source)
}

function* truncatedGuide(source: GuideSource): Generator<string> {
  yield* guideHead(source)
  let count = 0
  for (const programme of endlessProgrammes(source)) {
    if (count++ === TRUNCATED_AFTER) {
      yield programme.slice(0, Math.floor(programme.length / 2))
      return
    }
    yield programme
  }
}

/** How `baddates` writes a programme's dates (one form for both, per programme). */
export type DateForm =
  | 'standard'
  | 'plus-hhmm'
  | 'colon'
  | 'plus-colon'
  | 'no-offset'
  | 'no-seconds'
  | 'garbage-start'
  | 'garbage-stop'

const FORMS: readonly DateForm[] = [
  'standard',
  'standard',
  'standard',
  'plus-hhmm',
  'colon',
  'plus-colon',
  'no-offset',
  'no-seconds',
  'garbage-start',
  'garbage-stop',
]
const FORM_SALT = 0xbad
const UTC_PLUS_3 = 3 * 3600

export function badDateForm(channelId: number, start: number): DateForm {
  return FORMS[hashInts(channelId, start, FORM_SALT) % FORMS.length]!
}

/** The same instant in each form: `+0300`/`+03:00` forms shift the clock to UTC+3. */
function written(unix: number, form: DateForm): string {
  const offset = panelOffsetSeconds(unix)
  switch (form) {
    case 'plus-hhmm':
      return `${clockDigits(unix, UTC_PLUS_3)} +0300`
    case 'colon':
      return `${clockDigits(unix, offset)} ${offsetText(offset, true)}`
    case 'plus-colon':
      return `${clockDigits(unix, UTC_PLUS_3)} +03:00`
    case 'no-offset':
      return clockDigits(unix, offset)
    case 'no-seconds':
      return clockDigits(unix, offset).slice(0, 12)
    default:
      return `${clockDigits(unix, offset)} ${offsetText(offset)}`
  }
}

function garbage(unix: number): string {
  return [panelTime(unix).slice(0, 10), '', 'abc'][unix % 3]!
}

const badDates: DatesOf = (channel, p) => {
  const form = badDateForm(channel.id, p.start)
  if (form === 'garbage-start')
    return { start: garbage(p.start), stop: written(p.stop, 'standard') }
  if (form === 'garbage-stop') return { start: written(p.start, 'standard'), stop: garbage(p.stop) }
  return { start: written(p.start, form), stop: written(p.stop, form) }
}

/** Billion laughs (10⁹ "lol"s from 10 entities) and an external entity naming /etc/passwd. */
const BOMB_DOCTYPE = [
  '<!DOCTYPE tv [',
  '  <!ENTITY lol "lol">',
  ...Array.from(
    { length: 9 },
    (_, i) => `  <!ENTITY lol${i + 1} "${`&lol${i === 0 ? '' : i};`.repeat(10)}">`,
  ),
  '  <!ENTITY xxe SYSTEM "file:///etc/passwd">',
  ']>',
].join('\n')

function* bombGuide(source: GuideSource): Generator<string> {
  yield* guideHead(source, BOMB_DOCTYPE)
  const first = epgChannels(source.view).next().value
  if (first) {
    // The programmes on now and next carry the entities as their titles.
    const now = programmeAt(first, source.nowSeconds)
    const next = programmeAt(first, now.stop)
    yield source.writer.programme(first.epgChannelId, now, standardDates(first, now)!, '&lol9;')
    yield source.writer.programme(first.epgChannelId, next, standardDates(first, next)!, '&xxe;')
  }
  yield* guideProgrammes(source)
  yield source.writer.tail
}
