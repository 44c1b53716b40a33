import { execFile, spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { demoCatalogue } from '@myflix/xtream-demo'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { REPO_ROOT } from '../src/config/env'
import { freePort } from './support/free-port'

const { facts } = demoCatalogue()

// What `npm start` runs: the esbuild bundle under plain node, no tsx anywhere, on a fresh PGlite
// data directory (so dist/pglite-init.mjs must run) with the default demo provider mounted.
describe('production build: node apps/server/dist/main.mjs', () => {
  let child: ChildProcess
  let dataDir: string
  let url: string
  let output = ''

  beforeAll(async () => {
    await promisify(execFile)(process.execPath, ['apps/server/scripts/build.mjs'], {
      cwd: REPO_ROOT,
    })
    dataDir = await mkdtemp(join(tmpdir(), 'myflix-production-'))
    const port = await freePort()
    url = `http://127.0.0.1:${port}`
    child = spawn(process.execPath, ['apps/server/dist/main.mjs'], {
      cwd: REPO_ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: url,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
    for (let tries = 0; tries < 400; tries += 1) {
      if (child.exitCode !== null)
        throw new Error(`the bundle exited (${child.exitCode}):\n${output}`)
      const health = await fetch(`${url}/api/health`).catch(() => null)
      if (health?.ok) return
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    throw new Error(`the bundle did not answer:\n${output}`)
  })
  afterAll(async () => {
    if (child?.exitCode === null) child.kill('SIGKILL')
    await rm(dataDir, { recursive: true, force: true })
  })

  it('is healthy on a database its own pglite-init.mjs created', async () => {
    const health = await fetch(`${url}/api/health`)
    expect(await health.json()).toEqual({
      status: 'ok',
      // The bundled ffmpeg, or a newer one on PATH: never none, since npm install brings one.
      ffmpeg: { source: expect.stringMatching(/^(system|bundled)$/), version: expect.any(String) },
    })
    expect(existsSync(join(dataDir, 'pgdata', 'PG_VERSION'))).toBe(true)
    expect(output).toContain(`myflix is running at ${url}`)
  })

  it('serves the built web app, from the repository root it finds from dist', async (ctx) => {
    const index = join(REPO_ROOT, 'apps/web/dist/index.html')
    if (!existsSync(index)) return ctx.skip('apps/web is not built (npm test builds it first)')
    const page = await fetch(`${url}/`)
    expect(page.status).toBe(200)
    expect(await page.text()).toBe(await readFile(index, 'utf8'))
  })

  it('mounts the demo provider', async () => {
    const answer = await fetch(`${url}/demo-xtream/player_api.php?username=demo&password=demo`)
    expect(answer.status).toBe(200)
    const body = (await answer.json()) as { user_info?: { username?: string; auth?: number } }
    expect(body.user_info).toMatchObject({ username: 'demo', auth: 1 })
  })

  it("serves the demo's media files with Range (found from the bundle)", async () => {
    const redirect = await fetch(
      `${url}/demo-xtream/movie/demo/demo/${facts.playableMovieId}.mp4`,
      {
        redirect: 'manual',
      },
    )
    expect(redirect.status).toBe(302)
    const location = redirect.headers.get('location') as string
    const part = await fetch(new URL(location, url), { headers: { range: 'bytes=0-15' } })
    expect(part.status).toBe(206)
    expect(part.headers.get('content-type')).toBe('video/mp4')
    const bytes = Buffer.from(await part.arrayBuffer())
    expect(bytes.length).toBe(16)
    expect(bytes.subarray(4, 8).toString('latin1')).toBe('ftyp')
  })

  it('closes cleanly on SIGTERM (exit code 0)', async () => {
    const exited = new Promise<[number | null, NodeJS.Signals | null]>((resolve) =>
      child.once('exit', (code, signal) => resolve([code, signal])),
    )
    child.kill('SIGTERM')
    expect(await exited).toEqual([0, null])
  })
})
