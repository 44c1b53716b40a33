export type EngineKind = 'native' | 'hls' | 'mpegts'

/** What the browser can do, read once from the real APIs (or given by a test). */
export interface Capabilities {
  /** Media Source Extensions: what hls.js and mpegts.js need. */
  mse: boolean
  canPlayType: (mime: string) => string
  isTypeSupported: (mime: string) => boolean
}

const MIME_BY_EXT: Record<string, string> = {
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  mov: 'video/quicktime',
  webm: 'video/webm',
  mkv: 'video/x-matroska',
  avi: 'video/x-msvideo',
  flv: 'video/x-flv',
  wmv: 'video/x-ms-wmv',
  ogv: 'video/ogg',
  m3u8: 'application/vnd.apple.mpegurl',
  ts: 'video/mp2t',
}

// What mpegts.js remuxes MPEG-TS into: H.264 + AAC in fragmented MP4.
const REMUXED_MP4 = 'video/mp4; codecs="avc1.42E01E,mp4a.40.2"'

/**
 * The engine for one candidate, or null when this browser cannot play its container at all (the
 * player then offers the link for an external player). HLS plays natively where the browser can
 * (Safari and iOS, Chromium 156 here): the browser's own demuxer, no transmuxing on the page's main
 * thread, and the only choice on iPhones without Media Source. hls.js plays it elsewhere (Firefox,
 * older Chromium); our proxy keeps each segment's URL path stable across playlist reloads for it.
 */
export function planEngine(ext: string, caps: Capabilities): EngineKind | null {
  const kind = ext.toLowerCase()
  if (kind === 'm3u8') {
    if (caps.canPlayType(MIME_BY_EXT.m3u8!)) return 'native'
    return caps.mse ? 'hls' : null
  }
  if (kind === 'ts') return caps.mse && caps.isTypeSupported(REMUXED_MP4) ? 'mpegts' : null
  const mime = MIME_BY_EXT[kind]
  // An unknown extension says nothing about the content: let the element sniff it.
  if (!mime) return 'native'
  return caps.canPlayType(mime) ? 'native' : null
}

export function browserCapabilities(): Capabilities {
  const video = document.createElement('video')
  const MediaSourceClass = (window as { MediaSource?: typeof MediaSource }).MediaSource
  return {
    mse: typeof MediaSourceClass?.isTypeSupported === 'function',
    canPlayType: (mime) => video.canPlayType(mime),
    isTypeSupported: (mime) => MediaSourceClass?.isTypeSupported(mime) ?? false,
  }
}

/** The link an external player (VLC) opens: absolute, on our origin. */
export function absoluteUrl(url: string, origin: string): string {
  return new URL(url, origin).href
}
