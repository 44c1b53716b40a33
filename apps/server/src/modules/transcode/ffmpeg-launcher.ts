import { fork, type ChildProcess } from 'node:child_process'
import type { Socket } from 'node:net'
import { fileURLToPath } from 'node:url'

// ffmpeg is started by a small helper process (ffmpeg-launcher-child.mjs), not by the server. Linux
// copies a parent's page tables to fork it, and the server's embedded database maps hundreds of MB:
// a spawn from here blocked every request for 13–38 ms (bench/README.md). The helper is started
// once, with the transcoder, and lives as long as the server (~8 MB of its own memory: its code
// pages are the server's node binary); the pipes it hands over are read here as before.

export interface LaunchEvents {
  /** ffmpeg's stdout, and its pid. */
  stdout(pipe: Socket, pid: number): void
  stderr(pipe: Socket): void
  /** Once, last: the process is gone (or never started: both null). */
  exit(code: number | null, signal: NodeJS.Signals | null): void
}

export interface Launched {
  kill(signal: NodeJS.Signals): void
}

type Message =
  | { type: 'stdout'; id: number; pid: number }
  | { type: 'stderr'; id: number }
  | { type: 'exit'; id: number; code: number | null; signal: NodeJS.Signals | null }

interface Run {
  events: LaunchEvents
  pid?: number
}

interface Helper {
  child: ChildProcess
  runs: Map<number, Run>
}

const script = fileURLToPath(new URL('./ffmpeg-launcher-child.mjs', import.meta.url))
let helper: Helper | null = null
let nextId = 1

function onMessage(current: Helper, message: Message, handle: unknown) {
  const run = current.runs.get(message.id)
  const pipe = handle as Socket | undefined
  if (!run) return void pipe?.destroy()
  if (message.type === 'stdout') {
    run.pid = message.pid
    if (pipe) run.events.stdout(pipe, message.pid)
  } else if (message.type === 'stderr') {
    if (pipe) run.events.stderr(pipe)
  } else {
    current.runs.delete(message.id)
    run.events.exit(message.code, message.signal)
    // Idle, neither the helper nor its channel keeps the server (or a test) running.
    if (current.runs.size === 0) current.child.channel?.unref()
  }
}

function start(): Helper {
  // Plain node on the .mjs: the loaders the server may run under (tsx) have nothing to do there.
  const child = fork(script, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'], execArgv: [] })
  const current: Helper = { child, runs: new Map() }
  child.on('message', (message: Message, handle: unknown) => onMessage(current, message, handle))
  const ended = () => {
    if (helper === current) helper = null
    // Gone with runs of its own (killed, crashed): they must not outlive it unnoticed.
    for (const run of current.runs.values()) {
      if (run.pid !== undefined) killPid(run.pid, 'SIGKILL')
      run.events.exit(null, null)
    }
    current.runs.clear()
  }
  child.once('exit', ended)
  // It could not start, or a message could not reach it (it is ending): what it ran ends with it.
  child.on('error', () => {
    if (child.pid === undefined) ended()
    else child.kill('SIGKILL')
  })
  child.unref()
  child.channel?.unref()
  return current
}

/** Starts the helper now, so a viewer's first ffmpeg does not wait for it (~50 ms). */
export function startLauncher(): void {
  helper ??= start()
}

function killPid(pid: number, signal: NodeJS.Signals) {
  try {
    process.kill(pid, signal)
  } catch {
    // already gone
  }
}

/** Starts `file` with `args` (an argument array, no shell) from the helper. */
export function launch(file: string, args: string[], events: LaunchEvents): Launched {
  const current = (helper ??= start())
  // A run's messages keep the process alive until it has ended.
  current.child.channel?.ref()
  const id = nextId++
  const run: Run = { events }
  current.runs.set(id, run)
  current.child.send({ type: 'spawn', id, file, args })
  return {
    kill(signal) {
      if (!current.runs.has(id)) return
      if (current.child.connected) current.child.send({ type: 'kill', id, signal })
      else if (run.pid !== undefined) killPid(run.pid, signal)
    },
  }
}

/** The helper's pid while it runs (tests). */
export function launcherPid(): number | undefined {
  return helper?.child.pid
}
