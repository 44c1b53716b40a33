// A proxied answer holds bytes a provider chose. Served from our origin, a document or a script
// among them would run as the signed-in user, so every proxied answer is labelled with a media
// type we picked from an allow-list, may not be sniffed into anything else, and is sandboxed (no
// script, no same-origin access) should a browser ever render it as a document anyway.

/** Headers every proxied answer carries, whatever it holds. */
export const SANDBOX_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "sandbox; default-src 'none'",
  'x-content-type-options': 'nosniff',
}

export const OCTET_STREAM = 'application/octet-stream'
export const HLS_TYPE = 'application/vnd.apple.mpegurl'

/** What a stream may be labelled as. `+xml` types are absent on purpose: browsers render them. */
const STREAM_TYPES = new Set([
  'video/mp4',
  'video/webm',
  'video/ogg',
  'video/mp2t',
  'video/mpeg',
  'video/x-matroska',
  'video/quicktime',
  'video/x-flv',
  'video/x-msvideo',
  'video/3gpp',
  'video/x-m4v',
  'audio/mpeg',
  'audio/mp4',
  'audio/aac',
  'audio/aacp',
  'audio/ogg',
  'audio/webm',
  'audio/wav',
  'audio/x-wav',
  'audio/flac',
  'audio/x-flac',
  'application/mp4',
  HLS_TYPE,
  'application/x-mpegurl',
  'audio/mpegurl',
  'audio/x-mpegurl',
])

/** For panels that label every file application/octet-stream (or something worse). */
const TYPE_BY_EXTENSION: Record<string, string> = {
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  mkv: 'video/x-matroska',
  avi: 'video/x-msvideo',
  webm: 'video/webm',
  ts: 'video/mp2t',
  mov: 'video/quicktime',
  flv: 'video/x-flv',
  m3u8: HLS_TYPE,
}

/** The media type of the essence, without parameters, lower-cased. */
function essence(type: string): string {
  return (type.split(';', 1)[0] ?? '').trim().toLowerCase()
}

/**
 * The type a stream is served as: the provider's when it is a media type we know, else the one its
 * extension implies, else application/octet-stream. Parameters are dropped with what they carry.
 */
export function streamContentType(declared: string, extension: string): string {
  const given = essence(declared)
  if (given !== OCTET_STREAM && STREAM_TYPES.has(given)) return given
  return TYPE_BY_EXTENSION[extension] ?? OCTET_STREAM
}

const startsWith = (head: Uint8Array, bytes: number[], at = 0) =>
  head.length >= at + bytes.length && bytes.every((byte, index) => head[at + index] === byte)

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0))

/**
 * The raster type the first bytes of an image are, whatever the panel declared; null for anything
 * else (SVG, HTML, a script, an error page). Posters are shown as they are, so their signature is
 * the only thing that decides.
 */
export function sniffImageType(head: Uint8Array): string | null {
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png'
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg'
  if (startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a'))) return 'image/gif'
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) return 'image/webp'
  if (startsWith(head, ascii('ftypavif'), 4) || startsWith(head, ascii('ftypavis'), 4))
    return 'image/avif'
  return null
}

const EXTENSION_BY_TYPE: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/avif': 'avif',
}

/**
 * `inline` with a name we made (never the provider's): `stream.mp4`, `poster.jpg`. `extension`
 * is a validated token (a play claim) or derived from a type above.
 */
export function inlineDisposition(base: 'stream' | 'poster', typeOrExtension: string): string {
  const extension = EXTENSION_BY_TYPE[typeOrExtension] ?? typeOrExtension
  const safe = /^[a-z0-9]{1,8}$/.test(extension) ? `.${extension}` : ''
  return `inline; filename="${base}${safe}"`
}
