import type { AudioCodec, BrowserCodecs, Container, VideoCodec } from '@myflix/shared'
import { browserCapabilities, type Capabilities } from './engine-plan'

// Issue 20: what this browser plays, told to the server so it converts only what it must. The
// element plays a processed stream as a plain progressive file, so `canPlayType` is the test;
// MPEG-TS plays through mpegts.js, so Media Source decides it.

const VIDEO: Record<VideoCodec, string | null> = {
  h264: 'video/mp4; codecs="avc1.42E01E"',
  hevc: 'video/mp4; codecs="hvc1.1.6.L93.B0"',
  vp8: 'video/webm; codecs="vp8"',
  vp9: 'video/webm; codecs="vp9"',
  av1: 'video/mp4; codecs="av01.0.05M.08"',
  mpeg4: 'video/mp4; codecs="mp4v.20.9"',
  mpeg2video: null,
}

const AUDIO: Record<AudioCodec, string | null> = {
  aac: 'audio/mp4; codecs="mp4a.40.2"',
  mp3: 'audio/mpeg',
  // Chromium answers 'probably' for MPEG-1 Layer II and has played it as silence since Chrome 149
  // (rtp2httpd #568): never trusted.
  mp2: null,
  ac3: 'audio/mp4; codecs="ac-3"',
  eac3: 'audio/mp4; codecs="ec-3"',
  dts: 'audio/mp4; codecs="dtsc"',
  truehd: null,
  opus: 'audio/webm; codecs="opus"',
  vorbis: 'audio/webm; codecs="vorbis"',
  flac: 'audio/flac',
  pcm: 'audio/wav; codecs="1"',
}

const CONTAINER: Record<Exclude<Container, 'ts' | 'm3u8'>, string> = {
  mp4: 'video/mp4',
  webm: 'video/webm',
  mkv: 'video/x-matroska',
  avi: 'video/x-msvideo',
}

// What mpegts.js remuxes MPEG-TS into, as engine-plan tests it.
const REMUXED_MP4 = 'video/mp4; codecs="avc1.42E01E,mp4a.40.2"'

function supported<K extends string>(table: Record<K, string | null>, caps: Capabilities): K[] {
  return (Object.keys(table) as K[]).filter((key) => {
    const mime = table[key]
    return mime !== null && caps.canPlayType(mime) !== ''
  })
}

export function measureCodecs(caps: Capabilities): BrowserCodecs {
  const containers: Container[] = supported(CONTAINER, caps)
  if (caps.mse && caps.isTypeSupported(REMUXED_MP4)) containers.push('ts')
  if (caps.mse || caps.canPlayType('application/vnd.apple.mpegurl')) containers.push('m3u8')
  return { video: supported(VIDEO, caps), audio: supported(AUDIO, caps), containers }
}

let measured: BrowserCodecs | null = null

/** This browser's answers, asked once. */
export function browserCodecs(): BrowserCodecs {
  measured ??= measureCodecs(browserCapabilities())
  return measured
}
