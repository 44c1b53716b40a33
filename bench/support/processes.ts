import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { closeSync, mkdtempSync, openSync, readFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { createServer } from 'node:net'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url))

/** A port nobody listens on right now (loopback). */
export async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

export interface Child {
  pid: number
  process: ChildProcess
  /** The last 64 KB the process printed (a server's access log would otherwise pile up here). */
  output(): string
  stop(): Promise<void>
}

const OUTPUT_KEPT = 64 * 1024
let outputs: string | undefined
const outputDir = () => (outputs ??= mkdtempSync(join(tmpdir(), 'myflix-bench-output-')))

/** A TypeScript entry point in its own Node process (`node --import tsx`); see startNode. */
export function startTs(
  entry: string,
  env: Record<string, string>,
  nodeArgs: string[] = [],
  cpus?: string,
): Child {
  return startNode(entry, env, [...nodeArgs, '--import', 'tsx'], cpus)
}

/** Builds the server as `npm start` runs it (apps/server/scripts/build.mjs); its entry for startNode. */
export function buildServer(): string {
  execFileSync(process.execPath, ['apps/server/scripts/build.mjs'], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  return 'apps/server/dist/main.mjs'
}

/**
 * A JavaScript entry point in its own Node process, so its pid is Node's; with `cpus` (e.g. '0')
 * it is bound to those cores (`taskset` execs node, so the pid stays).
 */
export function startNode(
  entry: string,
  env: Record<string, string>,
  nodeArgs: string[] = [],
  cpus?: string,
): Child {
  const command = [process.execPath, ...nodeArgs, entry]
  if (cpus) command.unshift('taskset', '-c', cpus)
  // Output goes to a file, not a pipe this process must keep reading: a server's access log is a
  // thousand lines a second under load, and reading them would cost the driver CPU and stalls.
  const log = join(
    outputDir(),
    `${basename(entry)}-${Date.now()}-${Math.random().toString(36).slice(2)}.log`,
  )
  const fd = openSync(log, 'w')
  const child = spawn(command[0] as string, command.slice(1), {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', fd, fd],
  })
  closeSync(fd)
  return {
    pid: child.pid as number,
    process: child,
    output: () => {
      const text = readFileSync(log, 'utf8')
      return text.slice(-OUTPUT_KEPT)
    },
    async stop() {
      if (child.exitCode !== null) return
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await exited
    },
  }
}

/** Polls a URL until it answers (any status below 500). */
export async function waitForHttp(url: string, child: Child, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.process.exitCode !== null) throw new Error(`child exited:\n${child.output()}`)
    try {
      const response = await fetch(url)
      await response.arrayBuffer()
      if (response.status < 500) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${url} did not answer in time:\n${child.output()}`)
}

/** Peak and current resident memory of a process, in MB (Linux /proc). */
export async function memoryOf(pid: number): Promise<{ peakMb: number; rssMb: number }> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8')
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0)
  return { peakMb: kb('VmHWM') / 1024, rssMb: kb('VmRSS') / 1024 }
}

/** CPU time (user + system) a process has used so far, in ms (Linux /proc, all its threads). */
export async function cpuMsOf(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8')
  // Fields after the command name, which is in parentheses and may hold spaces.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  const ticks = Number(fields[11]) + Number(fields[12])
  return (ticks * 1000) / CLOCK_TICKS
}

// USER_HZ: 100 on every Linux build Node runs on.
const CLOCK_TICKS = 100
