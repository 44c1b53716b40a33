import { spawn } from 'node:child_process'
import { accessSync, constants } from 'node:fs'
import { delimiter, join } from 'node:path'
import type { Readable } from 'node:stream'

// One ffmpeg process: spawned from an argument array (no shell), with lower CPU priority (nice) and
// a bounded address space (prlimit) when those tools exist, its stderr read within a byte budget,
// and killed for good (SIGTERM, then SIGKILL) when asked. Both wrappers exec() what follows, so
// the child's pid is ffmpeg's own.

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
  const child = spawn(file, args, {
    shell: false,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: false,
    windowsHide: true,
  })
  let gone = false
  const parts: Buffer[] = []
  let kept = 0
  let overflowed = false
  child.stderr.on('data', (chunk: Buffer) => {
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
  const stderrDone = new Promise<void>((resolve) => {
    child.stderr.once('close', resolve)
    child.stderr.once('error', () => resolve())
  })
  let graceTimer: NodeJS.Timeout | undefined
  const exited = new Promise<FfmpegExit>((resolve) => {
    const finish = (code: number | null, signal: NodeJS.Signals | null) => {
      gone = true
      const killed = graceTimer !== undefined
      clearTimeout(graceTimer)
      void stderrDone.then(() =>
        resolve({
          code,
          signal,
          stderr: Buffer.concat(parts).toString('utf8'),
          killed,
        }),
      )
    }
    child.once('exit', finish)
    child.once('error', () => {
      if (child.pid === undefined) {
        child.stderr.destroy()
        finish(null, null)
      }
    })
  })
  // A consumer that left makes stdout error (EPIPE is ffmpeg's, not ours): never an unhandled one.
  child.stdout.on('error', () => undefined)
  return {
    pid: child.pid,
    stdout: child.stdout,
    exited,
    alive: () => !gone,
    kill() {
      if (gone || graceTimer) return
      child.kill('SIGTERM')
      graceTimer = setTimeout(() => {
        if (!gone) child.kill('SIGKILL')
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
