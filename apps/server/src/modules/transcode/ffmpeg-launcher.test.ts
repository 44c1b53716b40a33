import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { isGone } from '../../../test/support/server-process'
import { launcherPid } from './ffmpeg-launcher'
import { spawnFfmpeg } from './ffmpeg-process'

// The launcher starts processes from a helper and hands their pipes to the server. Node scripts
// stand in for ffmpeg: what matters is that no byte is lost on the way and nothing outlives it.

const node = (script: string, stderrBytes = 1024) =>
  spawnFfmpeg({ binary: process.execPath, args: ['-e', script], memoryBytes: 0, stderrBytes })

async function readAll(run: ReturnType<typeof spawnFfmpeg>): Promise<Buffer> {
  const parts: Buffer[] = []
  for await (const chunk of run.stdout) parts.push(chunk as Buffer)
  return Buffer.concat(parts)
}

describe('ffmpeg launcher', () => {
  it('hands over every byte a process writes from its first instant, its stderr and its exit', async () => {
    // 4 MB written at once on start: bytes the helper read before handing the pipe over would be lost.
    const script = `
      for (let i = 0; i < 4; i++) process.stdout.write(Buffer.alloc(1 << 20, 65 + i))
      process.stderr.write('last words')
      process.stdout.end(() => process.exit(3))`
    const hash = createHash('sha256')
    for (let i = 0; i < 4; i++) hash.update(Buffer.alloc(1 << 20, 65 + i))
    const expected = hash.digest('hex')
    const runs = Array.from({ length: 3 }, () => node(script))
    // A busy server: the helper waits for it to take the pipes while the processes already write.
    const until = Date.now() + 400
    while (Date.now() < until);
    for (const run of runs) {
      const output = await readAll(run)
      expect(output.length).toBe(4 << 20)
      expect(createHash('sha256').update(output).digest('hex')).toBe(expected)
      expect(await run.exited).toMatchObject({ code: 3, stderr: 'last words', killed: false })
      expect(run.pid).toBeGreaterThan(0)
      expect(isGone(run.pid as number)).toBe(true)
    }
    expect(launcherPid()).toBeGreaterThan(0)
  })

  it('kills a process when asked, and says it did', async () => {
    const run = node('setInterval(() => {}, 1000); process.stdout.write("up")')
    const first = await run.stdout[Symbol.asyncIterator]().next()
    expect(String(first.value)).toBe('up')
    run.kill()
    expect(await run.exited).toMatchObject({ signal: 'SIGTERM', killed: true })
    expect(isGone(run.pid as number)).toBe(true)
  })

  it('reports a program that cannot start as ended, with no output', async () => {
    const run = spawnFfmpeg({
      binary: '/nonexistent/ffmpeg',
      args: [],
      memoryBytes: 0,
      stderrBytes: 64,
    })
    expect((await readAll(run)).length).toBe(0)
    expect(await run.exited).toMatchObject({ code: null, signal: null })
    expect(run.alive()).toBe(false)
  })

  it('ends the processes of a helper that dies, and starts a new helper for the next one', async () => {
    const run = node('setInterval(() => {}, 1000); process.stdout.write("up")')
    await run.stdout[Symbol.asyncIterator]().next()
    const helper = launcherPid() as number
    process.kill(helper, 'SIGKILL')
    expect(await run.exited).toMatchObject({ code: null })
    await expect.poll(() => isGone(run.pid as number), { timeout: 5_000 }).toBe(true)

    const next = node('process.stdout.write("again")')
    expect(String(await readAll(next))).toBe('again')
    expect(launcherPid()).not.toBe(helper)
  })
})
