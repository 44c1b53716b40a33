/** The playlist types HLS servers send (the last two are common misconfigurations). */
const PLAYLIST_TYPES = /mpegurl|x-mpegurl|vnd\.apple\.mpegurl/i
const MEDIA_TYPES = /^(video|audio)\//i

/** True when the headers or the address say this answer is an HLS playlist. */
export function declaresPlaylist(contentType: string, url: URL): boolean {
  return PLAYLIST_TYPES.test(contentType) || /\.m3u8?$/i.test(url.pathname)
}

/**
 * True when the answer could still be a playlist in disguise (panels send text/plain or
 * octet-stream) and so is worth sniffing for '#EXTM3U'; real media types are never sniffed.
 */
export function mightBePlaylist(contentType: string): boolean {
  return !MEDIA_TYPES.test(contentType.trim())
}

export function startsLikePlaylist(head: Uint8Array): boolean {
  // A UTF-8 byte order mark is allowed before the tag.
  const text = Buffer.from(head.subarray(0, 16))
    .toString('utf8')
    .replace(/^\uFEFF/, '')
  return text.startsWith('#EXTM3U')
}

/** What a rewritten URI points at, so the caller can choose how long its token lives. */
export type UriRole = 'playlist' | 'media'

export type SignUri = (absolute: URL, role: UriRole) => string

/** A multivariant (master) playlist lists other playlists rather than segments. */
export function isMultivariant(text: string): boolean {
  return /^#EXT-X-(STREAM-INF|I-FRAME-STREAM-INF|MEDIA):/m.test(text)
}

/** A playlist that will not change (VOD, or an ended event), so players fetch it only once. */
export function isFinished(text: string): boolean {
  return /^#EXT-X-(ENDLIST\b|PLAYLIST-TYPE:VOD)/m.test(text)
}

const URI_ATTRIBUTE = /URI="([^"]*)"/g
// Tags whose URI attribute names another playlist; every other URI is a segment, key or map.
const PLAYLIST_TAGS = /^#EXT-X-(MEDIA|I-FRAME-STREAM-INF|RENDITION-REPORT):/

function resolve(uri: string, base: URL): URL | null {
  try {
    const url = new URL(uri.trim(), base)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null
  } catch {
    return null
  }
}

/**
 * Rewrites every URI line and every `URI="…"` attribute (keys, maps, renditions, parts) of a playlist
 * through `sign`, resolved against `base`: the final address after redirects, so relative segment
 * paths point where the provider meant. URIs that are not http(s) (e.g. `skd://` key ids, `data:`)
 * are left as they are: the player never fetches them through us.
 */
export function rewritePlaylist(text: string, base: URL, sign: SignUri): string {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/)
  let nextIsPlaylist = false
  const out = lines.map((line) => {
    const trimmed = line.trim()
    if (trimmed === '') return line
    if (trimmed.startsWith('#')) {
      if (trimmed.startsWith('#EXT-X-STREAM-INF:')) nextIsPlaylist = true
      if (!trimmed.includes('URI="')) return line
      const role: UriRole = PLAYLIST_TAGS.test(trimmed) ? 'playlist' : 'media'
      return line.replace(URI_ATTRIBUTE, (whole, uri: string) => {
        const url = resolve(uri, base)
        return url ? `URI="${sign(url, role)}"` : whole
      })
    }
    const role: UriRole = nextIsPlaylist ? 'playlist' : 'media'
    nextIsPlaylist = false
    const url = resolve(trimmed, base)
    return url ? sign(url, role) : line
  })
  return out.join('\n')
}
