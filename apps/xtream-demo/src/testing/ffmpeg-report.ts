// What the bundled ffmpeg says about a medium. The project probes with `ffmpeg -hide_banner -i`
// and reads its stream lines (the registry's ffprobe crashes on MPEG-TS), so the demo's tests read
// the committed media the same way.
import ffmpeg from '@ffmpeg-installer/ffmpeg'
import { spawnSync } from 'node:child_process'

export interface ReportedStream {
  kind: 'Video' | 'Audio' | 'Subtitle' | 'Data'
  codec: string
  /** ISO 639-2 code in the stream line, e.g. `por`. */
  language: string | null
  title: string | null
  /** The rest of the stream line: sample rate, channel layout, size… */
  details: string
}

export interface FfmpegReport {
  format: string
  /** Null when ffmpeg cannot tell, as for bytes read from a pipe. */
  seconds: number | null
  streams: ReportedStream[]
}

const STREAM_LINE =
  /^\s*Stream #0:\d+(?:\[0x[0-9a-f]+\])?(?:\((\w+)\))?: (Video|Audio|Subtitle|Data): (\w+)(.*)$/

/** Runs the bundled ffmpeg on a file or on bytes (through its stdin) and returns its stdout. */
export function runFfmpeg(args: string[], input?: Buffer): Buffer {
  const run = spawnSync(ffmpeg.path, ['-hide_banner', ...args], {
    input,
    timeout: 30_000,
    maxBuffer: 64 * 1024 * 1024,
  })
  if (run.error) throw run.error
  if (run.status !== 0 && run.stdout.length === 0) throw new Error(run.stderr.toString())
  return run.stdout
}

/** `ffmpeg -i <file>` with no output: it exits 1 and reports the input on stderr. */
export function ffmpegReport(input: string | Buffer): FfmpegReport {
  const fromPipe = typeof input !== 'string'
  const run = spawnSync(ffmpeg.path, ['-hide_banner', '-i', fromPipe ? 'pipe:0' : input], {
    input: fromPipe ? input : undefined,
    timeout: 30_000,
  })
  // ffmpeg stops reading a pipe once it knows the streams: the rest of the bytes meet a closed pipe.
  if (run.error && (run.error as NodeJS.ErrnoException).code !== 'EPIPE') throw run.error
  const lines = run.stderr.toString().split('\n')
  const format = /^Input #0, ([\w,]+), from/.exec(lines.find((l) => l.startsWith('Input #0')) ?? '')
  const duration = /Duration: (\d+):(\d+):([\d.]+)/.exec(
    lines.find((l) => /Duration:/.test(l)) ?? '',
  )
  if (!format) throw new Error(`not a medium ffmpeg reads:\n${run.stderr}`)
  const streams: ReportedStream[] = []
  for (const line of lines) {
    const stream = STREAM_LINE.exec(line)
    if (stream) {
      const [, language, kind, codec, details] = stream
      streams.push({
        kind: kind as ReportedStream['kind'],
        codec: codec!,
        language: language ?? null,
        title: null,
        details: details!,
      })
    }
    // A stream's metadata follows its line; only streams carry a title in these files.
    const title = /^\s+title\s+: (.*)$/.exec(line)
    if (title && streams.length > 0) streams[streams.length - 1]!.title = title[1]!
  }
  const seconds = duration
    ? Number(duration[1]) * 3600 + Number(duration[2]) * 60 + Number(duration[3])
    : null
  return { format: format[1]!, seconds, streams }
}
