import type { ImageKind } from '../panel/url-context'
import { hashInts } from '../random'

const SIZES: Record<ImageKind, [number, number]> = {
  movie: [300, 450],
  series: [300, 450],
  channel: [256, 256],
  'movie-backdrop': [640, 360],
  'series-backdrop': [640, 360],
  episode: [640, 360],
}

const LABELS: Record<ImageKind, string> = {
  movie: 'FILME',
  series: 'SÉRIE',
  channel: 'AO VIVO',
  'movie-backdrop': 'FILME',
  'series-backdrop': 'SÉRIE',
  episode: 'EPISÓDIO',
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)
}

/** Greedy word wrap, so long Portuguese titles stay inside the poster. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/)) {
    if (line && `${line} ${word}`.length > width) {
      lines.push(line)
      line = word
    } else {
      line = line ? `${line} ${word}` : word
    }
  }
  if (line) lines.push(line)
  return lines.slice(0, 5)
}

/** A deterministic poster: the title on a two-colour gradient picked from the id. */
export function posterSvg(kind: ImageKind, id: number, title: string): string {
  const [w, h] = SIZES[kind]
  const hash = hashInts(id, kind.length)
  const hue = hash % 360
  const hue2 = (hue + 40 + (hash % 80)) % 360
  const fontSize = Math.round(w / 11)
  const lines = wrap(title, kind === 'channel' ? 12 : Math.floor(w / (fontSize * 0.6)))
  const top = h / 2 - ((lines.length - 1) * fontSize * 1.2) / 2
  const text = lines
    .map(
      (line, i) =>
        `<text x="${w / 2}" y="${Math.round(top + i * fontSize * 1.2)}" font-size="${fontSize}">${escapeXml(line)}</text>`,
    )
    .join('')
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">`,
    `<stop offset="0" stop-color="hsl(${hue},65%,45%)"/><stop offset="1" stop-color="hsl(${hue2},70%,18%)"/>`,
    `</linearGradient></defs><rect width="${w}" height="${h}" fill="url(#g)"/>`,
    `<g fill="#fff" font-family="sans-serif" font-weight="700" text-anchor="middle">${text}</g>`,
    `<text x="${w / 2}" y="${h - fontSize}" fill="#ffffffb0" font-family="sans-serif" font-size="${Math.round(fontSize * 0.6)}" text-anchor="middle">${LABELS[kind]}</text>`,
    '</svg>',
  ].join('')
}
