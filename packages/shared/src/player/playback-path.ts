import { z } from 'zod'

// Issue 20: what the server does to a stream so that this browser plays it. The player says what
// the browser decodes (its own MediaSource/canPlayType answers), the server probes the stream, and
// `decidePlayback` picks the cheapest path that plays: never transcode what the browser can play.

/** Video codecs by ffmpeg's names, the ones a browser may be asked about. */
export const VIDEO_CODECS = ['h264', 'hevc', 'vp8', 'vp9', 'av1', 'mpeg4', 'mpeg2video'] as const
/** Audio codecs by ffmpeg's names; every `pcm_*` is 'pcm'. */
export const AUDIO_CODECS = [
  'aac',
  'mp3',
  'mp2',
  'ac3',
  'eac3',
  'dts',
  'truehd',
  'opus',
  'vorbis',
  'flac',
  'pcm',
] as const
/** Containers by the names the player tests: progressive files, and live MPEG-TS/HLS engines. */
export const CONTAINERS = ['mp4', 'webm', 'mkv', 'avi', 'ts', 'm3u8'] as const

export type VideoCodec = (typeof VIDEO_CODECS)[number]
export type AudioCodec = (typeof AUDIO_CODECS)[number]
export type Container = (typeof CONTAINERS)[number]

/** What this browser plays, as the player measured it (`browser-codecs.ts` on the web). */
export const browserCodecsSchema = z.object({
  video: z.array(z.enum(VIDEO_CODECS)).max(VIDEO_CODECS.length),
  audio: z.array(z.enum(AUDIO_CODECS)).max(AUDIO_CODECS.length),
  containers: z.array(z.enum(CONTAINERS)).max(CONTAINERS.length),
})
export type BrowserCodecs = z.infer<typeof browserCodecsSchema>

/**
 * - `direct`: the provider's bytes as they are (our proxy only);
 * - `remux`: video and audio copied into fragmented MP4 (a container the browser does not play,
 *   or an audio track other than the file's first);
 * - `audio`: the video copied, the chosen audio made AAC stereo;
 * - `video`: the video made H.264 (and the audio AAC when needed): the costly one, held to a limit.
 */
export const PLAYBACK_PATHS = ['direct', 'remux', 'audio', 'video'] as const
export type PlaybackPath = (typeof PLAYBACK_PATHS)[number]

/** The query parameter of a remuxed or transcoded stream's URL: where it starts, in seconds. */
export const STREAM_START_PARAM = 't'
/** The query parameter of a title's URL that asks for one of its subtitles as WebVTT. */
export const SUBTITLE_PARAM = 'sub'
/** The longest start a processed stream accepts (a day). */
export const STREAM_START_MAX_SECONDS = 24 * 60 * 60

export const audioTrackSchema = z.object({
  /** Position among the title's audio tracks, from 0: what a play request's `audio` names. */
  index: z.number().int().min(0),
  /** ISO 639-2 code as the file says (`por`, `eng`), or null. */
  language: z.string().max(16).nullable(),
  /** In pt-BR: 'Português', 'Inglês'…, 'Faixa 2' when the file names nothing. */
  label: z.string().max(120),
  codec: z.string().max(32),
  channels: z.number().int().positive().nullable(),
})
export type AudioTrack = z.infer<typeof audioTrackSchema>

export const subtitleTrackSchema = z.object({
  /** Position among the title's text subtitles, from 0. */
  index: z.number().int().min(0),
  language: z.string().max(16).nullable(),
  label: z.string().max(120),
  /** WebVTT through our proxy, cue times on the title's clock (from 0). */
  url: z.string(),
})
export type SubtitleTrack = z.infer<typeof subtitleTrackSchema>

/** What the server will do with the stream, and what the player can offer around it. */
export const playbackPlanSchema = z.object({
  path: z.enum(PLAYBACK_PATHS),
  /** The title's length in seconds, when known (VOD); a processed stream's element does not know it. */
  duration: z.number().positive().nullable(),
  audio: z.array(audioTrackSchema).max(32),
  /** The `index` of the audio track that plays; null when the stream has none. */
  audioTrack: z.number().int().min(0).nullable(),
  subtitles: z.array(subtitleTrackSchema).max(32),
  /**
   * The video needs converting, and the server is converting all it can right now: the player says
   * so and offers the external player's link instead.
   */
  busy: z.boolean(),
})
export type PlaybackPlan = z.infer<typeof playbackPlanSchema>

/** A probed stream, as far as the decision needs it. */
export interface ProbedStream {
  container: Container | 'other'
  videoCodec: string | null
  /** Audio codecs in the file's order. */
  audioCodecs: readonly string[]
}

/**
 * The cheapest path on which this browser plays `stream` with its `audioTrack`-th audio (`null`:
 * none). A browser plays the first audio track of a progressive file (Chromium silently skips one it
 * cannot decode and plays the next, so the user hears the wrong language), which is why any other
 * choice is remuxed.
 */
export function decidePlayback(
  stream: ProbedStream,
  codecs: BrowserCodecs,
  audioTrack: number | null,
): PlaybackPath {
  const videoOk =
    stream.videoCodec === null || (codecs.video as readonly string[]).includes(stream.videoCodec)
  if (!videoOk) return 'video'
  const audioCodec = audioTrack === null ? null : (stream.audioCodecs[audioTrack] ?? null)
  if (audioCodec !== null && !(codecs.audio as readonly string[]).includes(audioCodec))
    return 'audio'
  const containerOk =
    stream.container !== 'other' &&
    (codecs.containers as readonly string[]).includes(stream.container)
  if (!containerOk || (audioTrack ?? 0) !== 0) return 'remux'
  return 'direct'
}

/**
 * The audio track to play: the one asked for, else the first in the user's languages (in order),
 * else the file's default, else the first. Null when there is none.
 */
export function pickAudioTrack(
  tracks: readonly { language: string | null; isDefault?: boolean }[],
  asked: number | undefined,
  languages: readonly string[],
): number | null {
  if (tracks.length === 0) return null
  if (asked !== undefined && asked < tracks.length) return asked
  for (const language of languages) {
    const found = tracks.findIndex((track) => sameLanguage(track.language, language))
    if (found >= 0) return found
  }
  const preferred = tracks.findIndex((track) => track.isDefault)
  return preferred >= 0 ? preferred : 0
}

// ISO 639-2 has two codes for some languages (bibliographic 'fre', terminological 'fra'); players and
// files use either, and 639-1 ('pt') too.
const SAME_LANGUAGE: Record<string, string> = {
  pt: 'por',
  en: 'eng',
  es: 'spa',
  fr: 'fra',
  fre: 'fra',
  de: 'deu',
  ger: 'deu',
  it: 'ita',
  ja: 'jpn',
  zh: 'zho',
  chi: 'zho',
  nl: 'nld',
  dut: 'nld',
  ru: 'rus',
  ko: 'kor',
}

/** A language code in one spelling ('fre', 'fr' → 'fra'), lower case; null for none or 'und'. */
export function normaliseLanguage(code: string | null | undefined): string | null {
  const value = code?.trim().toLowerCase()
  if (!value || value === 'und' || !/^[a-z]{2,3}(-[a-z0-9]{2,8})?$/.test(value)) return null
  const base = value.split('-')[0]!
  return SAME_LANGUAGE[base] ?? base
}

export function sameLanguage(a: string | null | undefined, b: string | null | undefined): boolean {
  const left = normaliseLanguage(a)
  return left !== null && left === normaliseLanguage(b)
}

const languageNames = new Intl.DisplayNames(['pt-BR'], { type: 'language', fallback: 'none' })

/** 'Português', 'Inglês'…; null for a code no one knows. */
export function languageName(code: string | null | undefined): string | null {
  const normal = normaliseLanguage(code)
  if (!normal) return null
  let name: string | undefined
  try {
    name = languageNames.of(normal)
  } catch {
    return null
  }
  if (!name || name.toLowerCase() === normal) return null
  return name.charAt(0).toLocaleUpperCase('pt-BR') + name.slice(1)
}

/**
 * A track's label in the menus: its language's name, else its own title, else 'Faixa N'; when two
 * tracks would read the same, each says its number too ('Português · Faixa 2').
 */
export function trackLabels(
  tracks: readonly { language: string | null; title?: string | null }[],
  trackWord: (position: number) => string,
): string[] {
  const plain = tracks.map(
    (track, i) => languageName(track.language) ?? track.title?.trim() ?? trackWord(i + 1),
  )
  return plain.map((label, i) =>
    plain.indexOf(label) !== plain.lastIndexOf(label) ? `${label} · ${trackWord(i + 1)}` : label,
  )
}
