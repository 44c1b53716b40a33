import { setImmediate as nextTurn } from 'node:timers/promises'
import { SaxesParser } from 'saxes'
import type { SaxesTagPlain } from 'saxes'
import { parseXmltvTime } from './xmltv-time'
import type { ZoneOffset } from '../../lib/zone-offset'

// A streaming XMLTV reader: saxes over a streaming UTF-8 decoder, never a DOM, and nothing kept
// but the programme being read. What a provider sends is hostile:
// - a DOCTYPE with an internal subset (`[...]`) is refused, so no entity is ever declared (billion
//   laughs, external entities). A bare `<!DOCTYPE tv SYSTEM "xmltv.dtd">`, which XC panels send,
//   is read past: saxes never loads a DTD. saxes knows the five predefined entities and character
//   references only; any other (`&nbsp;` from an HTML-minded panel) stays as literal text, as does
//   a stray control character, so one sloppy description does not cost the whole guide;
// - the file must be UTF-8: a declared encoding other than UTF-8, or bytes that are not UTF-8,
//   fail the whole guide. A lossy decode would put U+FFFD in every accented title of a Latin-1
//   file, while a failed guide falls back to get_short_epg, whose base64 titles are UTF-8;
// - any XML error fails the file too (a truncated download is one); a programme with bad dates,
//   or outside the window, is skipped alone;
// - saxes buffers a text, comment or DOCTYPE until it ends, so a node longer than `maxNodeChars`
//   fails the file before it can grow without bound.

export interface XmltvProgramme {
  channel: string
  /** Unix seconds. */
  start: number
  end: number
  title: string
  description: string
}

export type XmltvFailure = 'unsafe' | 'encoding' | 'malformed' | 'too-large'

export class XmltvError extends Error {
  override readonly name = 'XmltvError'
  constructor(
    readonly kind: XmltvFailure,
    detail: string,
  ) {
    super(`xmltv ${kind}: ${detail}`)
  }
}

export interface XmltvParseOptions {
  /** Offset of the panel's zone, for times written without one. */
  zone: ZoneOffset
  /** Programmes that end at or before `from`, or start at or after `to`, are dropped. */
  from: number
  to: number
  /** Receives each programme kept, in file order. */
  onProgramme(programme: XmltvProgramme): void
  /**
   * Awaited after each chunk with the characters it had: where the receiver writes what it holds
   * (and so slows the reader). Programmes' texts may be slices of what was read.
   */
  drain?(chars: number): Promise<void>
  maxProgrammes?: number
  maxTitleChars?: number
  maxDescriptionChars?: number
  maxChannelIdChars?: number
  maxNodeChars?: number
}

export interface XmltvParseResult {
  /** False when the body had no XML at all (empty or blank): the provider has no guide. */
  document: boolean
  programmes: number
  /** Programmes with a missing channel or a start or stop that is not an XMLTV time. */
  skipped: number
  /** Programmes outside the window. */
  outside: number
}

const YIELD_EVERY_CHARS = 1024 * 1024

/** Cuts `text` to `max` UTF-16 units without leaving half a surrogate pair at the end. */
function capText(text: string, max: number): string {
  if (text.length <= max) return text
  const last = text.charCodeAt(max - 1)
  return text.slice(0, last >= 0xd800 && last <= 0xdbff ? max - 1 : max)
}

export async function parseXmltv(
  bytes: AsyncIterable<Uint8Array>,
  options: XmltvParseOptions,
): Promise<XmltvParseResult> {
  const maxProgrammes = options.maxProgrammes ?? 3_000_000
  const maxTitle = options.maxTitleChars ?? 200
  const maxDescription = options.maxDescriptionChars ?? 1000
  const maxChannelId = options.maxChannelIdChars ?? 200
  const maxNode = options.maxNodeChars ?? 1024 * 1024
  const { zone, from, to } = options
  const result: XmltvParseResult = { document: false, programmes: 0, skipped: 0, outside: 0 }

  const decoder = new TextDecoder('utf-8', { fatal: true })
  const parser = new SaxesParser({ xmlns: false, position: false })
  let depth = 0
  let sinceTag = 0
  // The programme being read; `capture` is 'title' or 'desc' while inside the first of each.
  let open: { channel: string; start: string; stop: string } | null = null
  let title: string | null = null
  let description: string | null = null
  let capture: 'title' | 'desc' | null = null
  let text = ''

  parser.on('xmldecl', ({ encoding }) => {
    if (encoding !== undefined && !/^utf-?8$/i.test(encoding))
      throw new XmltvError('encoding', `declared ${encoding.slice(0, 40)}`)
  })
  parser.on('doctype', (doctype: string) => {
    if (doctype.includes('[')) throw new XmltvError('unsafe', 'DOCTYPE with an internal subset')
  })
  // saxes keeps going after these two, with the text as written; every other error is fatal.
  parser.on('error', (error: Error) => {
    if (/undefined entity|disallowed character\.$/.test(error.message)) return
    throw asXmltvError(error)
  })
  parser.on('opentag', (tag: SaxesTagPlain) => {
    sinceTag = 0
    depth += 1
    if (depth === 1) {
      result.document = true
      if (tag.name !== 'tv') throw new XmltvError('malformed', 'the root element is not <tv>')
    } else if (depth === 2 && tag.name === 'programme') {
      const attributes: Partial<Record<string, string>> = tag.attributes
      open = {
        channel: attributes.channel ?? '',
        start: attributes.start ?? '',
        stop: attributes.stop ?? '',
      }
      title = description = null
    } else if (depth === 3 && open) {
      if (tag.name === 'title' && title === null) capture = 'title'
      else if (tag.name === 'desc' && description === null) capture = 'desc'
      text = ''
    }
  })
  const onText = (chunk: string) => {
    if (capture) text += chunk
  }
  parser.on('text', onText)
  parser.on('cdata', onText)
  parser.on('closetag', () => {
    sinceTag = 0
    if (depth === 3 && capture) {
      const value = capText(text.trim(), capture === 'title' ? maxTitle : maxDescription)
      if (capture === 'title') title = value
      else description = value
      capture = null
      text = ''
    } else if (depth === 2 && open) {
      take(open)
      open = null
    }
    depth -= 1
  })

  function take(programme: { channel: string; start: string; stop: string }): void {
    const start = parseXmltvTime(programme.start, zone)
    const end = parseXmltvTime(programme.stop, zone)
    const channel = programme.channel.trim()
    if (start === null || end === null || end <= start || !channel) {
      result.skipped += 1
      return
    }
    if (channel.length > maxChannelId) {
      result.skipped += 1
      return
    }
    if (end <= from || start >= to) {
      result.outside += 1
      return
    }
    result.programmes += 1
    if (result.programmes > maxProgrammes)
      throw new XmltvError('too-large', `more than ${maxProgrammes} programmes`)
    options.onProgramme({
      channel,
      start,
      end,
      title: title ?? '',
      description: description ?? '',
    })
  }

  function feed(chunk: string): void {
    // The decoder has dropped a byte-order mark already.
    if (!result.document && /\S/.test(chunk)) result.document = true
    sinceTag += chunk.length
    try {
      parser.write(chunk)
    } catch (error) {
      throw asXmltvError(error)
    }
    if (sinceTag > maxNode) throw new XmltvError('malformed', 'a node is too long')
  }

  let sinceYield = 0
  for await (const chunk of bytes) {
    let decoded: string
    try {
      decoded = decoder.decode(chunk, { stream: true })
    } catch {
      throw new XmltvError('encoding', 'not UTF-8')
    }
    feed(decoded)
    sinceYield += decoded.length
    if (options.drain) await options.drain(decoded.length)
    // Bytes already buffered arrive without a turn of the event loop: give other requests theirs.
    if (sinceYield >= YIELD_EVERY_CHARS) {
      sinceYield = 0
      await nextTurn()
    }
  }
  let tail: string
  try {
    tail = decoder.decode()
  } catch {
    throw new XmltvError('malformed', 'the file ends inside a character')
  }
  feed(tail)
  if (!result.document) return result
  try {
    parser.close()
  } catch (error) {
    throw asXmltvError(error)
  }
  return result
}

function asXmltvError(error: unknown): XmltvError {
  if (error instanceof XmltvError) return error
  const message = error instanceof Error ? error.message : String(error)
  return new XmltvError('malformed', message.slice(0, 200))
}
