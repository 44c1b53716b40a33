import { accessSync, constants } from 'node:fs'
import type { Socket } from 'node:net'
import { delimiter, join } from 'node:path'
import { PassThrough, pipeline, type Readable } from 'node:stream'
import { launch } from './ffmpeg-launcher'

// One ffmpeg process: spawned from an argument array (no shell) by the launcher (ffmpeg-launcher.ts),
// with lower CPU priority (nice) and a bounded address space (prlimit) when those tools exist, its
// stderr read within a byte budget, and killed for good (SIGTERM, then SIGKILL) when asked. Both
// wrappers exec() what follows, so the child's pid is ffmpeg's own.

/** Between SIGTERM (ffmpeg closes its output cleanly) and SIGKILL. */
export const KILL_GRACE_MS = 2_000
/** A process that converts video: it may take a core, so the server's own work comes first. */
export const NICENESS = 10

export interface FfmpegExit {
  code: number | null
  signal: NodeJS.Signals | null
  /** stderr as read (at most the budget): may quote the feed address, so never log it raw. */
  stderr: string
  /** We asked it to end (ffmpeg answers SIGTERM with its own exit code, 255). */
  killed: boolean
}

export interface FfmpegRun {
  /** Once the launcher has started it. */
  pid: number | undefined
  stdout: Readable
  /** Settles once the process is gone and its stderr read. */
  exited: Promise<FfmpegExit>
  /** SIGTERM now, SIGKILL after the grace period if it is still there. */
  kill(): void
  alive(): boolean
}

export interface FfmpegSpawn {
  binary: string
  args: string[]
  /** prlimit --as (bytes); 0: unbounded. */
  memoryBytes: number
  /** nice -n; 0 (the default): the server's own priority. */
  niceness?: number
  /** stderr kept; what comes after is read and dropped (a full pipe would stall ffmpeg). */
  stderrBytes: number
  /** Called once when stderr outgrows the budget (a probe kills the process then). */
  onStderrOverflow?: () => void
}

function findTool(name: string): string | null {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (!dir) continue
    try {
      accessSync(join(dir, name), constants.X_OK)
      return join(dir, name)
    } catch {
      // not here
    }
  }
  return null
}

let tools: { nice: string | null; prlimit: string | null } | null = null

/** nice and prlimit (util-linux), looked up once. */
export function wrappers(): { nice: string | null; prlimit: string | null } {
  tools ??= { nice: findTool('nice'), prlimit: findTool('prlimit') }
  return tools
}

/** The command line: `[nice -n N] [prlimit --as=N --] ffmpeg …args`. */
export function commandLine(
  spawnWith: Pick<FfmpegSpawn, 'binary' | 'args' | 'memoryBytes' | 'niceness'>,
) {
  const { nice, prlimit } = wrappers()
  const niceness = spawnWith.niceness ?? 0
  const command = [
    ...(nice && niceness > 0 ? [nice, '-n', String(niceness)] : []),
    ...(prlimit && spawnWith.memoryBytes > 0
      ? [prlimit, `--as=${spawnWith.memoryBytes}`, '--']
      : []),
    spawnWith.binary,
    ...spawnWith.args,
  ]
  return { file: command[0] as string, args: command.slice(1) }
}

export function spawnFfmpeg(options: FfmpegSpawn): FfmpegRun {
  const { file, args } = commandLine(options)
  // The run's output from its first byte; fed by ffmpeg's pipe once the launcher hands it over.
  const stdout = new PassThrough()
  // A consumer that left makes stdout error (EPIPE is ffmpeg's, not ours): never an unhandled one.
  stdout.on('error', () => undefined)
  let pid: number | undefined
  let gone = false
  const parts: Buffer[] = []
  let kept = 0
  let overflowed = false
  let stderrClosed: Promise<void> | null = null
  const readStderr = (pipe: Socket) => {
    stderrClosed = new Promise<void>((resolve) => {
      pipe.once('close', () => resolve())
      pipe.once('error', () => resolve())
    })
    pipe.on('data', (chunk: Buffer) => {
      if (kept < options.stderrBytes) {
        const part = chunk.subarray(0, options.stderrBytes - kept)
        parts.push(part)
        kept += part.length
      }
      if (kept >= options.stderrBytes && chunk.length > 0 && !overflowed) {
        overflowed = true
        options.onStderrOverflow?.()
      }
    })
  }
  let graceTimer: NodeJS.Timeout | undefined
  let resolveExit: (exit: FfmpegExit) => void = () => undefined
  const exited = new Promise<FfmpegExit>((resolve) => (resolveExit = resolve))
  const launched = launch(file, args, {
    stdout(pipe, childPid) {
      pid = childPid
      // Either end going ends both: a viewer who left closes ffmpeg's pipe (EPIPE ends it).
      pipeline(pipe, stdout, () => undefined)
    },
    stderr: readStderr,
    exit(code, signal) {
      gone = true
      const killed = graceTimer !== undefined
      clearTimeout(graceTimer)
      // Never started: no pipe will come.
      if (pid === undefined) stdout.end()
      void (stderrClosed ?? Promise.resolve()).then(() =>
        resolveExit({ code, signal, stderr: Buffer.concat(parts).toString('utf8'), killed }),
      )
    },
  })
  return {
    get pid() {
      return pid
    },
    stdout,
    exited,
    alive: () => !gone,
    kill() {
      if (gone || graceTimer) return
      launched.kill('SIGTERM')
      graceTimer = setTimeout(() => {
        if (!gone) launched.kill('SIGKILL')
      }, KILL_GRACE_MS)
      graceTimer.unref()
    },
  }
}

/** The last line ffmpeg wrote, with any address removed and bounded: safe to log. */
export function sanitizedReason(stderr: string): string {
  const lines = stderr
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
  const last = lines.at(-1) ?? ''
  return last
    .replace(/[a-z][a-z0-9+.-]{0,20}:\/\/\S+/gi, '<address>')
    .replace(/[^\x20-\x7e]/g, '?')
    .slice(0, 160)
}
