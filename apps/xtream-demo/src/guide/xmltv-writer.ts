import type { Programme } from './programmes'

/** XC2 panels echo one unbroken line (and a DOCTYPE naming the DTD); XUI pretty-prints. */
export type GuideStyle = 'minified' | 'pretty'

const GENERATOR_NAME = 'Provedor de demonstração myflix'

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
}

/**
 * Text and attribute values, escaped the way PHP's htmlspecialchars(ENT_XML1 | ENT_QUOTES |
 * ENT_DISALLOWED) does, except that characters XML 1.0 forbids are dropped instead of replaced.
 */
export function escapeXml(text: string): string {
  // eslint-disable-next-line no-control-regex
  const clean = text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
  return /[&<>"']/.test(clean) ? clean.replace(/[&<>"']/g, (c) => ESCAPES[c]!) : clean
}

export interface ProgrammeDates {
  start: string
  stop: string
}

export interface XmltvWriter {
  style: GuideStyle
  /** Everything up to and including the `<tv>` start tag; `doctype` replaces the family's own. */
  head(generatorUrl: string, doctype?: string): string
  channel(id: string, name: string, icon: string | null): string
  programme(channelId: string, p: Programme, dates: ProgrammeDates, titleXml?: string): string
  tail: string
}

export function xmltvWriter(style: GuideStyle): XmltvWriter {
  return style === 'minified' ? minified : pretty
}

const minified: XmltvWriter = {
  style: 'minified',
  head: (url, doctype = '<!DOCTYPE tv SYSTEM "xmltv.dtd">') =>
    `<?xml version="1.0" encoding="utf-8" ?>${doctype}<tv generator-info-name="${escapeXml(GENERATOR_NAME)}" generator-info-url="${escapeXml(url)}">`,
  channel: (id, name, icon) =>
    `<channel id="${escapeXml(id)}"><display-name>${escapeXml(name)}</display-name>${icon ? `<icon src="${escapeXml(icon)}" />` : ''}</channel>`,
  programme: (channelId, p, dates, titleXml = escapeXml(p.title)) =>
    `<programme start="${dates.start}" stop="${dates.stop}" channel="${escapeXml(channelId)}" ><title>${titleXml}</title><desc>${escapeXml(p.description)}</desc></programme>`,
  tail: '</tv>',
}

const pretty: XmltvWriter = {
  style: 'pretty',
  head: (url, doctype = '') =>
    `<?xml version="1.0" encoding="UTF-8"?>\n${doctype ? `${doctype}\n` : ''}<tv generator-info-name="${escapeXml(GENERATOR_NAME)}" generator-info-url="${escapeXml(url)}">\n`,
  channel: (id, name, icon) =>
    `  <channel id="${escapeXml(id)}">\n    <display-name>${escapeXml(name)}</display-name>\n${icon ? `    <icon src="${escapeXml(icon)}"/>\n` : ''}  </channel>\n`,
  programme: (channelId, p, dates, titleXml = escapeXml(p.title)) =>
    `  <programme start="${dates.start}" stop="${dates.stop}" channel="${escapeXml(channelId)}">\n    <title lang="pt">${titleXml}</title>\n    <desc lang="pt">${escapeXml(p.description)}</desc>\n  </programme>\n`,
  tail: '</tv>\n',
}
