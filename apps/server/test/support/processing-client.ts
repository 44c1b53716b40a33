import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import ffmpegInstaller from '@ffmpeg-installer/ffmpeg'
import {
  playResponseSchema,
  type BrowserCodecs,
  type PlayRequest,
  type PlayResponse,
} from '@myflix/shared'
import { expect } from 'vitest'
import type { Browser } from './accounts'

// Issue 20's server tests: a browser that says what it decodes, and ffmpeg reading back what the
// server made.

/** What Chromium answers here (measured by the lead): no HEVC, AC-3, E-AC-3; MP2 never reported. */
export const CHROMIUM_CODECS: BrowserCodecs = {
  video: ['h264', 'vp8', 'vp9', 'av1'],
  audio: ['aac', 'mp3', 'opus', 'flac', 'vorbis', 'pcm'],
  containers: ['mp4', 'webm', 'mkv', 'ts', 'm3u8'],
}

/** A browser with no live engine (no MSE): a channel has to come as MP4. */
export const MP4_ONLY_CODECS: BrowserCodecs = { ...CHROMIUM_CODECS, containers: ['mp4'] }

/** POST /api/media/play, its answer checked against the contract. */
export async function playWith(browser: Browser, request: PlayRequest): Promise<PlayResponse> {
  const response = await browser.post('/api/media/play', request)
  const text = await response.text()
  expect(response.status, text).toBe(200)
  return playResponseSchema.parse((JSON.parse(text) as { data: unknown }).data)
}

/** Reads a streamed answer until `bytes` have arrived, then leaves (the connection is closed). */
export async function firstBytes(
  browser: Browser,
  url: string,
  bytes: number,
): Promise<{ response: Response; head: Buffer; leave: () => void }> {
  const controller = new AbortController()
  const response = (await browser.request(url, { signal: controller.signal })) as Response
  const reader = response.body!.getReader()
  const parts: Buffer[] = []
  let size = 0
  while (size < bytes) {
    const { done, value } = await reader.read()
    if (done) break
    parts.push(Buffer.from(value))
    size += value.length
  }
  return { response, head: Buffer.concat(parts), leave: () => controller.abort() }
}

/** An ISO BMFF file begins with its `ftyp` box: 4 bytes of size, then the type. */
export const isMp4 = (head: Buffer) => head.subarray(4, 8).toString('latin1') === 'ftyp'

const run = promisify(execFile)

/** Each stream's first and last packet time in a `framecrc` listing, e.g. `0 video 0.00–62.00 s`. */
function packetSpans(listing: string): string {
  const timeBase = new Map<string, number>()
  const kinds = new Map<string, string>()
  const spans = new Map<string, { first: number; last: number }>()
  for (const line of listing.split('\n')) {
    const base = /^#tb (\d+): (\d+)\/(\d+)/.exec(line)
    if (base) timeBase.set(base[1]!, Number(base[2]) / Number(base[3]))
    const kind = /^#media_type (\d+): (\w+)/.exec(line)
    if (kind) kinds.set(kind[1]!, kind[2]!)
    const packet = /^(\d+),\s*(-?\d+),\s*(-?\d+),\s*(\d+),/.exec(line)
    if (!packet) continue
    const [, stream = '', , pts, duration] = packet
    const unit = timeBase.get(stream) ?? 0
    const start = Number(pts) * unit
    const span = spans.get(stream)
    const end = start + Number(duration) * unit
    if (span) span.last = Math.max(span.last, end)
    else spans.set(stream, { first: start, last: end })
  }
  return [...spans]
    .map(
      ([stream, { first, last }]) =>
        `${stream} ${kinds.get(stream) ?? '?'} ${first.toFixed(2)}–${last.toFixed(2)} s`,
    )
    .join(', ')
}

/**
 * What ffmpeg makes of an MP4 the server sent: the seconds it decodes to (the last `time=` of a
 * copy to nowhere), the lines of its streams, and each stream's packet span (for failure messages:
 * which stream started where).
 */
export async function readBack(
  body: Buffer,
): Promise<{ seconds: number; streams: string[]; spans: string }> {
  const dir = await mkdtemp(join(tmpdir(), 'myflix-readback-'))
  try {
    const file = join(dir, 'out.mp4')
    await writeFile(file, body)
    const { stdout, stderr } = await run(
      ffmpegInstaller.path,
      [
        ...['-hide_banner', '-nostdin', '-i', file],
        ...['-map', '0', '-c', 'copy', '-f', 'null', '-'],
        ...['-map', '0', '-c', 'copy', '-f', 'framecrc', 'pipe:1'],
      ],
      { maxBuffer: 64 * 1024 * 1024 },
    )
    const times = [...stderr.matchAll(/time=(\d+):(\d+):(\d+(?:\.\d+)?)/g)]
    const last = times.at(-1)
    const seconds = last ? Number(last[1]) * 3600 + Number(last[2]) * 60 + Number(last[3]) : 0
    // The input's streams: the report lists the output's again after `Output #0`.
    const input = stderr.split(/^Output #0/m)[0] ?? ''
    const streams = input.split('\n').filter((line) => /^\s*Stream #0:\d/.test(line))
    return { seconds, streams, spans: packetSpans(stdout) }
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}
