import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { createInterface } from 'node:readline'
import { rm } from 'node:fs/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { REPO_ROOT } from '../src/config/env'
import { makeMediaFiles, type MediaFiles } from './support/media-files'
import { startMediaProvider, type MediaProvider } from './support/media-provider'
import { isGone, serverProcessPlace } from './support/server-process'

// ffmpeg writes to a pipe the server reads and reads from the server's loopback feed: a server that
// dies without any clean-up (SIGKILL) takes both with it, and ffmpeg ends instead of lingering. The
// helper that started it (ffmpeg-launcher.ts) loses its channel to the server and ends too.
describe('faults: the server is killed (SIGKILL) while ffmpeg transcodes for it', () => {
  let files: MediaFiles
  let provider: MediaProvider
  let dataDir: string
  let child: ChildProcess | undefined

  beforeAll(async () => {
    files = await makeMediaFiles()
    provider = await startMediaProvider([files.mkv])
  })
  afterAll(async () => {
    child?.kill('SIGKILL')
    await provider?.close()
    await files?.remove()
    if (dataDir) await rm(dataDir, { recursive: true, force: true })
  })

  it('leaves no ffmpeg behind', async () => {
    const place = await serverProcessPlace('myflix-transcode-killed-', {
      DATABASE_URL: 'memory://',
      PROVIDER_ALLOW_HOSTS: `127.0.0.1:${provider.server.port}`,
      // The provider sends half the film and holds the rest: ffmpeg waits on its input.
      SOURCE_URL: provider.source('stall', files.mkv).url.href,
    })
    dataDir = place.dataDir
    child = spawn(
      process.execPath,
      ['--import', 'tsx', 'apps/server/test/support/transcode-host.ts'],
      {
        cwd: REPO_ROOT,
        env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...place.env },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    )
    const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream })
    const [line] = (await once(lines, 'line')) as [string]
    const { pids, launcher } = JSON.parse(line) as { pids: number[]; launcher: number }
    expect(pids).toHaveLength(1)
    const pid = pids[0] as number
    expect(isGone(pid)).toBe(false)
    expect(isGone(launcher)).toBe(false)
    await expect.poll(() => provider.open()).toBe(1)

    const exited = once(child, 'exit')
    child.kill('SIGKILL')
    await exited
    await expect.poll(() => isGone(pid), { timeout: 20_000, interval: 100 }).toBe(true)
    await expect.poll(() => isGone(launcher), { timeout: 5_000, interval: 100 }).toBe(true)
    await expect.poll(() => provider.open(), { timeout: 5_000 }).toBe(0)
  }, 60_000)
})
