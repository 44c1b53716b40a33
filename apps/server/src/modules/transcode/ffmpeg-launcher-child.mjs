// The server's ffmpeg processes are started from this small process (ffmpeg-launcher.ts). Linux
// forks a process by copying its parent's page tables: from the server, whose embedded database
// maps hundreds of MB, every spawn blocked its event loop for 13–38 ms; from here it takes ~1 ms.
// Plain JavaScript: it is forked without the loaders the server may run under.
import { spawn } from 'node:child_process'

/** @type {Map<number, import('node:child_process').ChildProcess>} */
const children = new Map()

/** @param {{ type: string, id: number, file?: string, args?: string[], signal?: NodeJS.Signals }} message */
function onMessage(message) {
  if (message.type === 'kill') {
    children.get(message.id)?.kill(message.signal)
    return
  }
  if (message.type !== 'spawn' || !message.file || !Array.isArray(message.args)) return
  const { id } = message
  // An argument array, never a shell.
  const child = spawn(message.file, message.args, {
    shell: false,
    stdio: ['ignore', 'pipe', 'pipe'],
    windowsHide: true,
  })
  child.once('error', () => {
    if (child.pid !== undefined) return
    child.stdout?.destroy()
    child.stderr?.destroy()
    process.send?.({ type: 'exit', id, code: null, signal: null })
  })
  if (child.pid === undefined) return
  children.set(id, child)
  // The pipes go to the server, which reads them as if it had spawned ffmpeg itself. This process
  // must not read them meanwhile: a sent pipe stays open here until the server acknowledges it, and
  // what this side read until then would be lost (Node has no option to create them paused).
  for (const pipe of [child.stdout, child.stderr]) pipe?._handle?.readStop?.()
  process.send?.({ type: 'stdout', id, pid: child.pid }, child.stdout)
  process.send?.({ type: 'stderr', id }, child.stderr)
  child.once('exit', (code, signal) => {
    children.delete(id)
    process.send?.({ type: 'exit', id, code, signal })
  })
}

process.on('message', onMessage)
// The server is gone (or let this process go): nothing started here outlives it.
process.once('disconnect', () => {
  for (const child of children.values()) child.kill('SIGKILL')
  process.exit(0)
})
