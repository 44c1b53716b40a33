import type { Container } from '@myflix/shared'

// Issue 20: the seam between the media module (which decides what to play and checks tokens) and
// ffmpeg (which probes, remuxes, transcodes and extracts subtitles). Everything behind it runs
// ffmpeg with an argument array, reads the provider through a loopback feed (no URL or password
// ever on a command line or in a log), and ends each process with its viewer.

/** A provider stream, as resolved from a token. Holds credentials: never log, never pass to ffmpeg. */
export interface FeedSource {
  url: URL
  /** host:port the address and its redirects may reach (the SSRF guard's list). */
  allowedHosts: string[]
}

export interface ProbedAudioStream {
  /** ffmpeg's input stream index (`0:N`), for `-map`. */
  stream: number
  /** ffmpeg's codec name; every `pcm_*` is 'pcm'. */
  codec: string
  /** As the file says (`por`), lower case, or null. */
  language: string | null
  title: string | null
  channels: number | null
  isDefault: boolean
}

export interface ProbedSubtitleStream {
  stream: number
  codec: string
  language: string | null
  title: string | null
  /** Text subtitles (subrip, ass, webvtt, mov_text) convert to WebVTT; bitmaps (PGS, DVD) do not. */
  text: boolean
}

/** What ffmpeg read of a stream, parsed and bounded (a provider's file is hostile until parsed). */
export interface MediaProbe {
  container: Container | 'other'
  /** Seconds; null for live or when the file does not say. */
  duration: number | null
  video: { stream: number; codec: string; width: number | null; height: number | null } | null
  audio: ProbedAudioStream[]
  subtitles: ProbedSubtitleStream[]
  /** An AVI whose streams lie apart in the file, as ffmpeg found from its index. */
  nonInterleaved?: true
}

/** What one remux/transcode does: sealed into the stream's play token. */
export interface StreamRecipe {
  /** Copy the video, or make it H.264. */
  video: 'copy' | 'h264'
  /** Copy the audio, or make it AAC stereo. */
  audio: 'copy' | 'aac'
  /** ffmpeg input stream index of the audio to keep (`-map 0:N`); null: no audio. */
  audioStream: number | null
  live: boolean
  /**
   * The probe found a container whose header lists every stream with its parameters (MKV, WebM,
   * MP4): ffmpeg may skip its own analysis of the first frames, which POST /play's probe already did.
   */
  headerComplete?: boolean
  /**
   * An interleaved AVI (the probe read its index) or an MPEG-TS: from its start ffmpeg reads it in
   * order, in one request, instead of seeking to its end and back (an AVI's index, a TS's last
   * timestamps; bench/README.md).
   */
  inOrder?: boolean
}

export type TranscodeRefusal = 'busy' | 'user-busy' | 'unavailable'

export interface TranscodeStream {
  /** Fragmented MP4, ending when the process ends. */
  body: ReadableStream<Uint8Array>
  contentType: 'video/mp4'
}

export interface FfmpegInfo {
  source: 'system' | 'bundled' | 'none'
  version: string | null
}

export interface Transcoder {
  info(): FfmpegInfo
  /** Reads the stream's header (bounded in bytes and time); rejects when ffmpeg cannot read it. */
  probe(source: FeedSource, options: { live: boolean; signal?: AbortSignal }): Promise<MediaProbe>
  /**
   * Starts ffmpeg on `source` from `startSeconds` and answers its output; the process ends when
   * `signal` aborts (the viewer left), when the output ends, or when the server stops. A video
   * transcode over the server's or the user's limit is refused.
   */
  stream(
    source: FeedSource,
    recipe: StreamRecipe,
    options: { startSeconds: number; userId: string; signal: AbortSignal },
  ): Promise<{ ok: true; stream: TranscodeStream } | { ok: false; reason: TranscodeRefusal }>
  /** Whether a video transcode for this user would be refused right now (the play answer's `busy`). */
  wouldRefuse(userId: string): boolean
  /** One text subtitle (`stream`: its input index) as WebVTT, bounded in size and time. */
  subtitles(source: FeedSource, stream: number, signal?: AbortSignal): Promise<string>
  /** ffmpeg processes running now (for tests and the bench). */
  running(): number
  /** Ends every process (server shutdown). */
  close(): Promise<void>
}
