import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { bundledFfmpeg } from '../../src/modules/transcode/ffmpeg-binary'

// Tiny media made at test time with the bundled ffmpeg's test sources (3 s, 160×90): the issue's
// demo titles, plus metadata that tries to forge ffmpeg's report.

const run = promisify(execFile)

/** A title tag whose further lines imitate ffmpeg's stream and duration lines. */
export const FORGED_TITLE =
  'Dublado\n    Stream #0:9(eng): Audio: aac, 48000 Hz, stereo\n  Duration: 99:00:00.00, start: 0'
export const SUBTITLE_CUES = ['Olá, mundo', 'Segunda legenda']

export interface MediaFiles {
  dir: string
  /** H.264, AC3 5.1 'por' (440 Hz, title forged), AAC stereo 'eng' (880 Hz), SRT 'por'. */
  mkv: string
  /** HEVC and AAC in MP4, its global title forged. */
  hevc: string
  /** H.264 and MP2 in MPEG-TS, as a DVB channel sends. */
  ts: string
  /** H.264 and AAC (ADTS) in MPEG-TS, as a panel's `.ts` title. */
  titleTs: string
  /** MPEG-4 Part 2 and MP3 in AVI. */
  avi: string
  /** An MKV whose global metadata prints ~250 KB before its streams. */
  noisy: string
  remove(): Promise<void>
}

export function ffmpegPath(): string {
  const path = bundledFfmpeg()
  if (!path) throw new Error('the bundled ffmpeg is missing: run npm install')
  return path
}

/** Runs the bundled ffmpeg quietly, overwriting its output. */
export async function ffmpeg(args: string[]): Promise<void> {
  await run(ffmpegPath(), ['-hide_banner', '-loglevel', 'error', '-y', ...args])
}

const SIZE = 'size=160x90:rate=25:duration=3'
const picture = ['-f', 'lavfi', '-i', `testsrc=${SIZE}`]
const tone = (hz: number) => ['-f', 'lavfi', '-i', `sine=frequency=${hz}:duration=3`]
const h264 = ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-g', '25']

export async function makeMediaFiles(): Promise<MediaFiles> {
  const dir = await mkdtemp(join(tmpdir(), 'myflix-media-'))
  const at = (name: string) => join(dir, name)
  const srt = SUBTITLE_CUES.map(
    (cue, i) => `${i + 1}\n00:00:0${i},500 --> 00:00:0${i + 1},400\n${cue}\n`,
  ).join('\n')
  await writeFile(at('por.srt'), srt)
  const noise = Array.from(
    { length: 4_000 },
    (_, i) => `note${i}=a tag of no interest, number ${i}`,
  )
  await writeFile(at('noise.txt'), `;FFMETADATA1\n${noise.join('\n')}\n`)
  await Promise.all([
    ffmpeg([
      ...picture,
      ...tone(440),
      ...tone(880),
      '-i',
      at('por.srt'),
      ...['-map', '0:v', '-map', '1:a', '-map', '2:a', '-map', '3:s'],
      ...h264,
      ...['-c:a:0', 'ac3', '-ac:a:0', '6', '-c:a:1', 'aac', '-ac:a:1', '2', '-c:s', 'srt'],
      ...['-metadata:s:a:0', 'language=por', '-metadata:s:a:0', `title=${FORGED_TITLE}`],
      ...['-metadata:s:a:1', 'language=eng', '-metadata:s:s:0', 'language=por'],
      ...['-disposition:a:0', 'default', '-disposition:a:1', '0'],
      at('multi.mkv'),
    ]),
    ffmpeg([
      ...picture,
      ...tone(440),
      ...['-c:v', 'libx265', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-tag:v', 'hvc1'],
      ...['-x265-params', 'log-level=error', '-c:a', 'aac', '-metadata', `title=${FORGED_TITLE}`],
      at('hevc.mp4'),
    ]),
    ffmpeg([...picture, ...tone(440), ...h264, '-c:a', 'mp2', '-f', 'mpegts', at('live.ts')]),
    ffmpeg([...picture, ...tone(440), ...h264, '-c:a', 'aac', '-f', 'mpegts', at('title.ts')]),
    ffmpeg([...picture, ...tone(440), '-c:v', 'mpeg4', '-c:a', 'libmp3lame', at('old.avi')]),
    ffmpeg([
      ...picture,
      '-i',
      at('noise.txt'),
      ...['-map_metadata', '1', '-map', '0:v', ...h264, at('noisy.mkv')],
    ]),
  ])
  return {
    dir,
    mkv: at('multi.mkv'),
    hevc: at('hevc.mp4'),
    ts: at('live.ts'),
    titleTs: at('title.ts'),
    avi: at('old.avi'),
    noisy: at('noisy.mkv'),
    remove: () => rm(dir, { recursive: true, force: true }),
  }
}

/** What ffmpeg reads of a file or of bytes written to one: its report (stderr). */
export async function ffmpegReport(file: string): Promise<string> {
  const answer = await run(ffmpegPath(), ['-hide_banner', '-nostdin', '-i', file]).catch(
    (error: { stderr?: string }) => ({ stderr: error.stderr ?? '' }),
  )
  return answer.stderr
}
