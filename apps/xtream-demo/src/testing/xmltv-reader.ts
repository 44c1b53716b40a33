import { get, type IncomingMessage } from 'node:http'
import { SaxesParser } from 'saxes'

export interface ReadChannel {
  id: string
  name: string
  icon: string | null
}

export interface ReadProgramme {
  channel: string
  start: string
  stop: string
  title: string
  desc: string
}

export interface ReadGuide {
  doctype: string | null
  channels: ReadChannel[]
  programmes: ReadProgramme[]
  /** The first well-formedness error, if any (saxes refuses undefined entities, cut tags…). */
  error: Error | null
}

/** Parses an XMLTV body chunk by chunk with saxes, as the server is meant to (no DOM, no DTD). */
export async function readGuide(
  body: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
  decoder = new TextDecoder('utf-8'),
): Promise<ReadGuide> {
  const guide: ReadGuide = { doctype: null, channels: [], programmes: [], error: null }
  const parser = new SaxesParser()
  let text = ''
  let channel: ReadChannel | null = null
  let programme: ReadProgramme | null = null
  parser.on('doctype', (d) => (guide.doctype = d))
  parser.on('error', (e) => (guide.error ??= e))
  parser.on('text', (t) => (text += t))
  parser.on('opentag', (tag) => {
    text = ''
    const a = tag.attributes as Record<string, string>
    if (tag.name === 'channel') channel = { id: a.id ?? '', name: '', icon: null }
    if (tag.name === 'icon' && channel) channel.icon = a.src ?? null
    if (tag.name === 'programme') {
      programme = {
        channel: a.channel ?? '',
        start: a.start ?? '',
        stop: a.stop ?? '',
        title: '',
        desc: '',
      }
    }
  })
  parser.on('closetag', (tag) => {
    if (tag.name === 'display-name' && channel) channel.name = text
    if (tag.name === 'channel' && channel) guide.channels.push(channel)
    if (tag.name === 'title' && programme) programme.title = text
    if (tag.name === 'desc' && programme) programme.desc = text
    if (tag.name === 'programme' && programme) guide.programmes.push(programme)
  })
  for await (const chunk of body) {
    parser.write(decoder.decode(chunk, { stream: true }))
    if (guide.error) return guide
  }
  parser.write(decoder.decode())
  parser.close()
  return guide
}

/** A GET whose body is left as sent: fetch would gunzip it behind our back. */
export function rawGet(
  url: string,
  headers: Record<string, string> = {},
): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => get(url, { headers }, resolve).on('error', reject))
}

/** Parses the XMLTV date forms the guides use; null for anything else. */
export function parseXmltvDate(text: string, panelOffsetSeconds: number): number | null {
  const match = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})?(?: ([+-])(\d{2}):?(\d{2}))?$/.exec(
    text,
  )
  if (!match) return null
  const [, y, mo, d, h, mi, s = '0', sign, oh, om] = match
  const clock = Date.UTC(+y!, +mo! - 1, +d!, +h!, +mi!, +s) / 1000
  const offset = sign ? (sign === '-' ? -1 : 1) * (+oh! * 3600 + +om! * 60) : panelOffsetSeconds
  return clock - offset
}
