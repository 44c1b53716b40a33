import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { Channel, Container, MediaKind } from '../catalogue/types'

// Through the package's name, not a path relative to this file: the server bundles this module
// into apps/server/dist, where '../../media/' would point elsewhere.
export const DEFAULT_MEDIA_DIR = join(
  dirname(createRequire(import.meta.url).resolve('@myflix/xtream-demo/package.json')),
  'media',
)
export const HLS_SEGMENT_COUNT = 10
export const HLS_SEGMENT_SECONDS = 2

/** The folders of live segments: AAC audio for every channel but the MP2 one. Same layout. */
export type LiveSegments = 'hls' | 'hls-mp2'

export function liveSegmentsOf(channel: Pick<Channel, 'mp2Audio'>): LiveSegments {
  return channel.mp2Audio ? 'hls-mp2' : 'hls'
}

/** Movies stream a 6-minute file (long enough to resume), episodes a 10-second one. */
export type StreamKind = 'movie' | 'episode'

export const CONTENT_TYPES: Record<string, string> = {
  mp4: 'video/mp4',
  mkv: 'video/x-matroska',
  avi: 'video/x-msvideo',
  webm: 'video/webm',
  ts: 'video/mp2t',
}

/**
 * The file a title serves for a requested extension, or undefined (404). Standard titles also
 * offer an mp4 variant besides their own container; `own-only` titles only their own; HEVC
 * titles only their H.265 mp4; the tracks movie only its mkv; missing titles nothing.
 */
export function fileFor(
  item: { container: Container; media: MediaKind },
  requestedExt: string,
  kind: StreamKind,
): string | undefined {
  const ext = requestedExt.toLowerCase()
  const own = item.container.toLowerCase()
  // Every container a title can have exists once per kind (media/README.md); transport streams
  // as `.mpegts`, since the repository lints every `*.ts` file as TypeScript.
  const served = `${kind}.${ext === 'ts' ? 'mpegts' : ext}`
  switch (item.media) {
    case 'missing':
      return undefined
    case 'hevc':
      return ext === 'mp4' ? `${kind}-hevc.mp4` : undefined
    case 'tracks':
      return kind === 'movie' && ext === 'mkv' ? 'movie-tracks.mkv' : undefined
    case 'own-only':
      return ext === own ? served : undefined
    case 'standard':
      return ext === own || ext === 'mp4' ? served : undefined
  }
}

/** Reads the committed media once and keeps it in memory; the whole set is about 6 MB. */
export class MediaStore {
  private readonly files = new Map<string, Buffer>()

  constructor(private readonly dir: string = DEFAULT_MEDIA_DIR) {}

  read(name: string): Buffer {
    let data = this.files.get(name)
    if (!data) {
      data = readFileSync(join(this.dir, name))
      this.files.set(name, data)
    }
    return data
  }

  segment(index: number, folder: LiveSegments = 'hls'): Buffer {
    return this.read(`${folder}/seg${String(index).padStart(2, '0')}.mpegts`)
  }

  /** All segments back to back: one continuous transport stream, used for live `.ts`. */
  liveTs(folder: LiveSegments = 'hls'): Buffer {
    const name = `${folder} (joined)`
    let data = this.files.get(name)
    if (!data) {
      const all = Array.from({ length: HLS_SEGMENT_COUNT }, (_, i) => this.segment(i, folder))
      data = Buffer.concat(all)
      this.files.set(name, data)
    }
    return data
  }
}
