import type { Container } from '@myflix/shared'
import type { MediaProbe, ProbedAudioStream, ProbedSubtitleStream } from './transcode.types'

// Reads what `ffmpeg -i <input>` prints about its input (it has no output, so it prints the input
// and stops). The text quotes a hostile file's metadata, so only lines anchored as ffmpeg prints
// them count: a metadata value's further lines come out as `<spaces>: <text>`, which no pattern
// below accepts; every number is bounded; each stream index counts once (ffmpeg repeats a stream
// that belongs to two programs, and a metadata key, printed raw, could forge a line that comes first).

export const MAX_TRACKS = 32
/** Stream indexes above this are ignored (an MPEG-TS may number hundreds of PIDs; `-map` takes any). */
export const MAX_STREAM_INDEX = 4096
/** A duration beyond a week is not a title's. */
const MAX_DURATION_SECONDS = 7 * 24 * 3600
const MAX_TITLE_LENGTH = 120
const MAX_DIMENSION = 16_384

const INPUT = /^Input #0, ([a-z0-9_,]{1,120}), from /
const DURATION = /^ {2}Duration: (?:N\/A|(\d{1,7}):([0-5]\d):([0-5]\d(?:\.\d{1,6})?))/
// Older builds indent streams by 4, newer ones by 2; a metadata value's continuation starts with
// spaces and a colon, so it can never read as one of these.
const STREAM =
  /^ {2}(?: {2})?Stream #0:(\d{1,5})(?:\[0x[0-9a-f]{1,8}\])?(?:\(([a-zA-Z]{2,8})\))?: (Video|Audio|Subtitle|Data|Attachment): (.{1,1000})$/
const TITLE = /^ {4,8}title {2,}: (.{0,1000})$/
const NEW_SECTION = /^ {0,2}\S/
// ffmpeg's AVI demuxer says so, before the input's description, when the index it read shows the
// streams lying apart in the file: reading such a file in order needs its index.
const NON_INTERLEAVED = /^\[avi @ 0x[0-9a-f]{1,16}\] non-interleaved AVI$/

const TEXT_SUBTITLES = new Set(['subrip', 'srt', 'ass', 'ssa', 'webvtt', 'mov_text', 'text'])

const CHANNEL_LAYOUTS: Record<string, number> = {
  mono: 1,
  stereo: 2,
  quad: 4,
  hexagonal: 6,
  octagonal: 8,
  downmix: 2,
}

/** ffmpeg's demuxer names as the containers the player knows; Matroska by the source's extension. */
export function containerOf(formats: string, extension: string): Container | 'other' {
  const names = formats.split(',')
  if (names.includes('mov') || names.includes('mp4')) return 'mp4'
  if (names.includes('matroska') || names.includes('webm'))
    return extension === 'webm' ? 'webm' : 'mkv'
  if (names.includes('avi')) return 'avi'
  if (names.includes('mpegts')) return 'ts'
  if (names.includes('hls') || names.includes('applehttp')) return 'm3u8'
  return 'other'
}

function codecOf(description: string): string | null {
  const name = /^([a-z0-9_]{1,32})(?=[ ,]|$)/.exec(description)?.[1]
  if (!name) return null
  return name.startsWith('pcm_') ? 'pcm' : name
}

export function channelsOf(description: string): number | null {
  const parts = description.split(', ')
  for (const part of parts.slice(1)) {
    const layout = part.replace(/\(.*\)$/, '').trim()
    const known = CHANNEL_LAYOUTS[layout]
    if (known) return known
    const surround = /^(\d)\.(\d)$/.exec(layout)
    if (surround) return Number(surround[1]) + Number(surround[2])
    const counted = /^(\d{1,2}) channels$/.exec(layout)
    if (counted) return Number(counted[1]) || null
  }
  return null
}

function dimensionsOf(description: string): { width: number | null; height: number | null } {
  const found = /, (\d{1,5})x(\d{1,5})(?=[ ,]|$)/.exec(description)
  const width = Number(found?.[1] ?? 0)
  const height = Number(found?.[2] ?? 0)
  const valid = (n: number) => n > 0 && n <= MAX_DIMENSION
  return valid(width) && valid(height) ? { width, height } : { width: null, height: null }
}

function languageOf(tag: string | undefined): string | null {
  const language = tag?.toLowerCase() ?? null
  return language === 'und' ? null : language
}

function cleanTitle(raw: string): string | null {
  const title = raw.trim().slice(0, MAX_TITLE_LENGTH)
  return title === '' ? null : title
}

interface Parsed {
  formats: string | null
  duration: number | null
  video: MediaProbe['video']
  audio: ProbedAudioStream[]
  subtitles: ProbedSubtitleStream[]
}

/**
 * The probe of `ffmpeg -hide_banner -i` output; null when ffmpeg printed no input (it could not
 * read one). `extension` is the source address's, lower case (Matroska and WebM share a demuxer).
 */
export function parseProbe(
  stderr: string,
  options: { extension: string; live: boolean },
): MediaProbe | null {
  const out: Parsed = { formats: null, duration: null, video: null, audio: [], subtitles: [] }
  const seen = new Set<number>()
  let titleOf: { title: string | null } | null = null
  let durationSeen = false
  let apart = false
  for (const line of stderr.split('\n')) {
    if (out.formats === null) {
      apart ||= NON_INTERLEAVED.test(line)
      out.formats = INPUT.exec(line)?.[1] ?? null
      continue
    }
    // A second input or an output: ours is only ever the first.
    if (/^(Input|Output) #/.test(line)) break
    const duration = DURATION.exec(line)
    if (duration && !durationSeen) {
      durationSeen = true
      if (duration[1] !== undefined) {
        const seconds = Number(duration[1]) * 3600 + Number(duration[2]) * 60 + Number(duration[3])
        out.duration = seconds > 0 && seconds <= MAX_DURATION_SECONDS ? seconds : null
      }
      continue
    }
    const stream = STREAM.exec(line)
    if (stream) {
      titleOf = null
      const index = Number(stream[1])
      if (seen.has(index) || index > MAX_STREAM_INDEX) continue
      seen.add(index)
      titleOf = addStream(out, index, languageOf(stream[2]), stream[3] ?? '', stream[4] ?? '')
      continue
    }
    const title = TITLE.exec(line)
    if (title && titleOf && titleOf.title === null) {
      titleOf.title = cleanTitle(title[1] ?? '')
      continue
    }
    // `  Program 1`, `  Chapters:` and the like end a stream's metadata.
    if (NEW_SECTION.test(line)) titleOf = null
  }
  if (out.formats === null) return null
  const container = containerOf(out.formats, options.extension)
  return {
    container,
    duration: options.live ? null : out.duration,
    video: out.video,
    audio: out.audio,
    subtitles: out.subtitles,
    ...(apart && container === 'avi' ? { nonInterleaved: true as const } : {}),
  }
}

/** Adds one stream line; answers the track whose title the following metadata may give. */
function addStream(
  out: Parsed,
  stream: number,
  language: string | null,
  kind: string,
  description: string,
): { title: string | null } | null {
  const codec = codecOf(description)
  if (!codec) return null
  if (kind === 'Video') {
    // Cover art is a one-picture video stream; the film is the first real one.
    if (out.video || /\(attached pic\)/.test(description)) return null
    out.video = { stream, codec, ...dimensionsOf(description) }
    return null
  }
  if (kind === 'Audio' && out.audio.length < MAX_TRACKS) {
    const track: ProbedAudioStream = {
      stream,
      codec,
      language,
      title: null,
      channels: channelsOf(description),
      isDefault: /\(default\)/.test(description),
    }
    out.audio.push(track)
    return track
  }
  if (kind === 'Subtitle' && out.subtitles.length < MAX_TRACKS) {
    const track: ProbedSubtitleStream = {
      stream,
      codec,
      language,
      title: null,
      text: TEXT_SUBTITLES.has(codec),
    }
    out.subtitles.push(track)
    return track
  }
  return null
}
