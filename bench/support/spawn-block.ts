import { spawn } from 'node:child_process'
import { once } from 'node:events'
import type { Readable } from 'node:stream'
import { PGlite } from '@electric-sql/pglite'
import { spawnFfmpeg } from '../../apps/server/src/modules/transcode/ffmpeg-process'
import { median } from './figures'

// How long starting one ffmpeg holds this process's event loop, from a process that maps what the
// server's embedded database maps: an in-memory PGlite holding ~60 MB of rows. Linux copies the
// parent's page tables to fork it, so `child_process.spawn` from here (how the server started
// ffmpeg until s47) blocks for as long as that takes; the launcher's helper forks from a small
// process instead (ffmpeg-launcher.ts). Run last: the database stays in memory.

async function ballast(): Promise<PGlite> {
  const db = new PGlite()
  await db.query('create table rows (body text)')
  for (let batch = 0; batch < 60; batch += 1)
    await db.query(`insert into rows select repeat('x', 1000) from generate_series(1, 1000)`)
  return db
}

async function firstBytes(stdout: Readable, started: number): Promise<number> {
  await once(stdout, 'data')
  const at = performance.now() - started
  stdout.resume()
  return at
}

export async function spawnBlock(ffmpeg: string, runs: number): Promise<string[]> {
  const db = await ballast()
  const rssMb = Math.round(process.memoryUsage().rss / 2 ** 20)
  const direct = { call: [] as number[], first: [] as number[] }
  const launched = { call: [] as number[], first: [] as number[] }
  for (let run = 0; run < runs + 1; run += 1) {
    // The first round starts the launcher's helper (as the transcoder does at start): not counted.
    const counted = run > 0
    let started = performance.now()
    const child = spawn(ffmpeg, ['-version'], { stdio: ['ignore', 'pipe', 'ignore'] })
    const call = performance.now() - started
    const first = await firstBytes(child.stdout, started)
    await once(child, 'exit')
    if (counted) {
      direct.call.push(call)
      direct.first.push(first)
    }
    started = performance.now()
    const viaHelper = spawnFfmpeg({
      binary: ffmpeg,
      args: ['-version'],
      memoryBytes: 0,
      stderrBytes: 0,
    })
    const helperCall = performance.now() - started
    const helperFirst = await firstBytes(viaHelper.stdout, started)
    await viaHelper.exited
    if (counted) {
      launched.call.push(helperCall)
      launched.first.push(helperFirst)
    }
  }
  await db.close()
  const fixed = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b)
    const at = (value: number | undefined) => (value ?? NaN).toFixed(1)
    return `${at(median(values))} ms (${at(sorted[0])}–${at(sorted.at(-1))})`
  }
  const row = (name: string, times: { call: number[]; first: number[] }) =>
    `| ${name} | ${fixed(times.call)} | ${fixed(times.first)} |`
  return [
    `### Starting ffmpeg from a process of ${rssMb} MB (an in-memory PGlite with ~60 MB of rows), ${runs} runs each, alternating`,
    '',
    '| how | the event loop held by the call: median (range) | `ffmpeg -version`: first bytes, median (range) |',
    '|---|---|---|',
    row('`child_process.spawn` in this process (before s47)', direct),
    row("the launcher's helper (`spawnFfmpeg`)", launched),
  ]
}
