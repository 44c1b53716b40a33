import type { StreamRecipe } from './transcode.types'

// Argument arrays for every ffmpeg this server runs. The input is always our loopback feed
// (feed-server.ts): the provider's address and credentials never reach a command line, where
// `ps` and /proc would show them to any local user.

/** Threads one ffmpeg may use to decode and encode a video; copying needs one. */
export const VIDEO_THREADS = 2

/** How ffmpeg reads the feed. */
export interface FeedInput {
  url: string
  live: boolean
  /** Longest wait for input bytes: a stalled provider ends the process. */
  readTimeoutMs: number
  /**
   * Read from the start in one request, never seeking: an interleaved AVI, whose index (at its end)
   * is only for seeking, or an MPEG-TS, whose last timestamps only give a duration. Reading them
   * cost three or four more requests, each a round trip or two (a redirect) to the provider before
   * the first byte (bench/README.md).
   */
  inOrder?: boolean
}

function inputArgs({ url, live, readTimeoutMs, inOrder = false }: FeedInput): string[] {
  return [
    ...(inOrder ? ['-seekable', '0'] : []),
    // Only http (and the tcp under it): a hostile playlist or container cannot make ffmpeg open
    // files or other protocols. Every address it is given points at the feed.
    '-protocol_whitelist',
    'http,tcp',
    '-rw_timeout',
    String(Math.round(readTimeoutMs * 1000)),
    // A dropped connection is retried (with Range) for a few seconds, not forever.
    '-reconnect',
    '1',
    // Not a stream read without seeking: ffmpeg would ask it again from byte 0. The feed resumes a
    // dropped provider answer from where it stopped instead (feed-resume.ts).
    '-reconnect_streamed',
    live ? '1' : '0',
    '-reconnect_delay_max',
    '4',
    '-i',
    url,
  ]
}

const BASE = ['-hide_banner', '-nostdin']

/** Reads the header: ffmpeg prints the input and stops, as it was given no output. */
export function probeArgs(input: FeedInput): string[] {
  return [
    ...BASE,
    // A file is read at full speed; a live channel arrives at its own pace, so 1 s of it (its
    // tracks and codecs, all the decision needs; the picture size may wait for a keyframe).
    '-analyzeduration',
    input.live ? '1000000' : '5000000',
    '-probesize',
    input.live ? '2000000' : '5000000',
    ...inputArgs(input),
  ]
}

/**
 * Fragmented MP4 to stdout: playable as it arrives by a plain `<video src>`. Fragments of at most
 * half a second, so the first picture comes fast.
 *
 * A title's header describes its first fragment's samples (no `empty_moov`): from their durations the
 * browser's demuxer knows the frame rate, where from an empty header it reads ~20 frames to guess it
 * before the first picture. ffmpeg holds the header until that fragment is made (~20 ms for an audio
 * transcode); the first frame of a video transcode came ~130 ms sooner, of the demo's 5 fps audio
 * title ~95 ms (bench/README.md). A live channel keeps the empty header: its first fragment would
 * wait for half a second of broadcast.
 */
function fragmentedMp4(live: boolean): string[] {
  return [
    '-f',
    'mp4',
    '-movflags',
    live ? 'frag_keyframe+empty_moov+default_base_moof' : 'frag_keyframe+default_base_moof',
    '-frag_duration',
    '500000',
    'pipe:1',
  ]
}

function videoArgs(recipe: StreamRecipe): string[] {
  if (recipe.video === 'copy') return ['-c:v', 'copy']
  return [
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    // Less look-ahead than veryfast's 10 frames: the first fragment came after 1–2 s, now ~0.7 s.
    ...(recipe.live ? ['-tune', 'zerolatency'] : ['-rc-lookahead', '5']),
    '-pix_fmt',
    'yuv420p',
    // At most 1080 lines: a 4K source transcoded on two threads would never keep up.
    '-vf',
    "scale=w=-2:h='min(ih,1080)'",
    '-crf',
    '23',
    '-maxrate',
    '5M',
    '-bufsize',
    '10M',
    // A keyframe every 2 s whatever the frame rate: fragments (and restarts) stay short.
    '-force_key_frames',
    'expr:gte(t,n_forced*2)',
  ]
}

function audioArgs(recipe: StreamRecipe): string[] {
  if (recipe.audioStream === null) return ['-an']
  if (recipe.audio === 'copy') return ['-c:a', 'copy']
  // ffmpeg's default since 2018, named because an older ffmpeg on PATH would pick `twoloop`: a third
  // of the CPU here (8 against 23 ms a second of 5.1), and better-sounding at 128 kbit/s.
  return ['-c:a', 'aac', '-aac_coder', 'fast', '-ac', '2', '-b:a', '128k']
}

/**
 * ffmpeg reads a live MPEG-TS for its whole -analyzeduration (new streams may appear at any time),
 * and a copied video needs its parameters (a keyframe's SPS) before the MP4 header: 2.5 s covers
 * the usual 1–2 s GOP. A transcode waits for its first decoded frame anyway, so 1 s is enough.
 */
function liveInput(recipe: StreamRecipe): string[] {
  return [
    '-analyzeduration',
    recipe.video === 'copy' ? '2500000' : '1000000',
    '-probesize',
    '10000000',
    // Broadcasts lose packets; without timestamps rebuilt the MP4 muxer gives up.
    '-fflags',
    '+genpts+discardcorrupt',
  ]
}

/** A remux or transcode of the feed from `startSeconds` (VOD only), as fragmented MP4. */
export function streamArgs(
  input: Omit<FeedInput, 'live'>,
  recipe: StreamRecipe,
  startSeconds: number,
): string[] {
  const threads = String(recipe.video === 'copy' ? 1 : VIDEO_THREADS)
  return [
    ...BASE,
    '-loglevel',
    'error',
    '-threads',
    threads,
    // Before -i: seek in the input (to the keyframe before), not decode and drop up to there.
    ...(!recipe.live && startSeconds > 0 ? ['-ss', startSeconds.toFixed(3)] : []),
    ...(recipe.live ? liveInput(recipe) : []),
    // Its analysis decodes the first frames (an H.264 film's decode delay, 20–40 frames for the frame
    // rate): 30–40 ms of a start, 150–350 ms on a busy machine (bench/README.md). A copied video
    // needs none of it when the header says everything; an encoder needs the decoded format.
    ...(recipe.headerComplete && recipe.video === 'copy' && !recipe.live
      ? ['-nofind_stream_info']
      : []),
    ...inputArgs({
      ...input,
      live: recipe.live,
      inOrder: recipe.inOrder === true && !recipe.live && startSeconds === 0,
    }),
    // `V`: video that is not cover art.
    '-map',
    '0:V:0?',
    ...(recipe.audioStream === null ? [] : ['-map', `0:${recipe.audioStream}?`]),
    ...videoArgs(recipe),
    ...audioArgs(recipe),
    '-sn',
    '-dn',
    '-threads',
    threads,
    // Opus and FLAC in MP4 are "experimental" to this ffmpeg, yet browsers play them.
    '-strict',
    'experimental',
    ...fragmentedMp4(recipe.live),
  ]
}

/** One text subtitle as WebVTT; its cues keep the title's clock. */
export function subtitleArgs(input: Omit<FeedInput, 'live'>, stream: number): string[] {
  return [
    ...BASE,
    '-loglevel',
    'error',
    '-threads',
    '1',
    ...inputArgs({ ...input, live: false }),
    '-map',
    `0:${stream}`,
    '-c:s',
    'webvtt',
    '-f',
    'webvtt',
    'pipe:1',
  ]
}
