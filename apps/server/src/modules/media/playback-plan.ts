import {
  decidePlayback,
  pickAudioTrack,
  t,
  trackLabels,
  type BrowserCodecs,
  type PlaybackPath,
  type PlaybackPlan,
} from '@myflix/shared'
import type { MediaProbe, StreamRecipe } from '../transcode/transcode.types'
import type { PlayClaims, RecipeClaims } from './media-token'

// Issue 20: from what ffmpeg read of a stream and what the browser decodes, the path it takes and,
// when it is not direct, how ffmpeg makes fragmented MP4 of it.

/**
 * Video that ffmpeg 4.1's MP4 muxer writes (VP8 it refuses; AV1 in MP4 is newer than it): any
 * other is made H.264 even where the browser would decode it.
 */
const MP4_VIDEO = new Set(['h264', 'hevc', 'vp9', 'mpeg4', 'mpeg2video'])
/**
 * Audio a browser plays from MP4 and ffmpeg 4.1 writes there without `-strict` (Opus and FLAC are
 * experimental in its MP4 muxer, Vorbis in MP4 no browser reads): any other is made AAC.
 */
const MP4_AUDIO = new Set(['aac', 'mp3'])

/** What the contract lets a plan list (`playbackPlanSchema`). */
const TRACKS_MAX = 32
const LABEL_MAX = 120
const LANGUAGE_MAX = 16
const CODEC_MAX = 32

export interface PlaybackDecision {
  path: PlaybackPath
  /** How ffmpeg processes the stream; null on the direct path. */
  recipe: RecipeClaims | null
  /** Position among the title's audio tracks; null when it has none. */
  audioTrack: number | null
}

/** Containers whose header lists every stream and its parameters (AVI and MPEG-TS need reading). */
const HEADER_COMPLETE = new Set<MediaProbe['container']>(['mkv', 'webm', 'mp4'])

/**
 * Containers a title's stream reads from its start in one request (`StreamRecipe.inOrder`): an AVI
 * unless the probe found its streams apart, and an MPEG-TS, interleaved by nature.
 */
const IN_ORDER = new Set<MediaProbe['container']>(['avi', 'ts'])

/** The probe's tracks as far as the contract allows. */
function audioOf(probe: MediaProbe) {
  return probe.audio.slice(0, TRACKS_MAX)
}

/**
 * The audio track (asked for, else the first in `languages`, else the default), and the cheapest
 * path on which the browser plays it. The recipe's path is what it does, so a remux whose audio
 * MP4 cannot carry says 'audio', and one whose video it cannot carry says 'video'.
 */
export function decide(
  probe: MediaProbe,
  codecs: BrowserCodecs,
  asked: number | undefined,
  languages: readonly string[],
  live: boolean,
): PlaybackDecision {
  const tracks = audioOf(probe)
  const audioTrack = pickAudioTrack(tracks, asked, languages)
  const first = decidePlayback(
    {
      container: probe.container,
      videoCodec: probe.video?.codec ?? null,
      audioCodecs: tracks.map((track) => track.codec),
    },
    codecs,
    audioTrack,
  )
  if (first === 'direct') return { path: 'direct', recipe: null, audioTrack }
  const video = probe.video
  const v = video === null || (first !== 'video' && MP4_VIDEO.has(video.codec)) ? 'copy' : 'h264'
  const track = audioTrack === null ? null : (tracks[audioTrack] ?? null)
  // AAC in MPEG-TS/HLS is ADTS, which ffmpeg 4.1's fragmented MP4 cannot take copied behind a
  // channel's empty moov (written before the automatic aac_adtstoasc runs: the stream ends after
  // ~5 KB); a title's header waits for its first fragment and takes it. Converting costs ~1 % of a
  // core.
  const adts = live && (probe.container === 'ts' || probe.container === 'm3u8')
  const playable = (codec: string) =>
    (codecs.audio as readonly string[]).includes(codec) &&
    MP4_AUDIO.has(codec) &&
    !(adts && codec === 'aac')
  const a = track === null || playable(track.codec) ? 'copy' : 'aac'
  const path = v === 'h264' ? 'video' : a === 'aac' ? 'audio' : 'remux'
  const recipe: RecipeClaims = { v, a, s: track?.stream ?? null }
  if (v === 'copy' && HEADER_COMPLETE.has(probe.container)) recipe.h = 1
  if (!live && IN_ORDER.has(probe.container) && !probe.nonInterleaved) recipe.o = 1
  return { path, recipe, audioTrack }
}

/** The seam's recipe for a token's claims (a live channel's stream never ends nor seeks). */
export function recipeOf(claims: PlayClaims & { r: RecipeClaims }): StreamRecipe {
  return {
    video: claims.r.v,
    audio: claims.r.a,
    audioStream: claims.r.s,
    live: claims.k === 'live',
    headerComplete: claims.r.h === 1,
    inOrder: claims.r.o === 1,
  }
}

/** The text subtitles a title offers, in the order `?sub=<index>` names them (none for live). */
export function textSubtitles(probe: MediaProbe, live: boolean) {
  return live ? [] : probe.subtitles.filter((track) => track.text).slice(0, TRACKS_MAX)
}

const trackWord = (n: number) => t('player.tracks.track', { n })
const bounded = (text: string, max: number) => text.slice(0, max)
const language = (code: string | null) => (code === null ? null : bounded(code, LANGUAGE_MAX))

/** The play answer's `media`: the path, the tracks in pt-BR, the title's length. */
export function playbackPlan(
  probe: MediaProbe,
  decision: PlaybackDecision,
  options: { live: boolean; busy: boolean; subtitleUrl: (index: number) => string },
): PlaybackPlan {
  const audio = audioOf(probe)
  const audioLabels = trackLabels(audio, trackWord)
  const subtitles = textSubtitles(probe, options.live)
  const subtitleLabels = trackLabels(subtitles, trackWord)
  const duration = probe.duration
  return {
    path: decision.path,
    duration: options.live || duration === null || !(duration > 0) ? null : duration,
    audio: audio.map((track, index) => ({
      index,
      language: language(track.language),
      label: bounded(audioLabels[index] ?? trackWord(index + 1), LABEL_MAX),
      codec: bounded(track.codec, CODEC_MAX),
      channels: track.channels !== null && track.channels > 0 ? track.channels : null,
    })),
    audioTrack: decision.audioTrack,
    subtitles: subtitles.map((track, index) => ({
      index,
      language: language(track.language),
      label: bounded(subtitleLabels[index] ?? trackWord(index + 1), LABEL_MAX),
      url: options.subtitleUrl(index),
    })),
    busy: options.busy,
  }
}
