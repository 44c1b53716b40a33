import { spawnSync } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { accessLog, redactPath } from './access-log'
import { captureLogs } from '../../test/support/log-capture'
import { REDACTED, redactSensitive } from './logger'

describe('redactSensitive', () => {
  it('replaces sensitive names at any depth, in arrays too, and leaves the rest', () => {
    const input = {
      email: 'a@b.c',
      password: 'p',
      nested: { deeper: { xtreamPass: 'x', Authorization: 'Bearer y', apiKey: 'k', ok: 1 } },
      list: [{ refresh_token: 'r', name: 'n' }],
      Credentials: { user: 'u' },
      clientSecret: 's',
    }
    expect(redactSensitive(input)).toEqual({
      email: 'a@b.c',
      password: REDACTED,
      nested: {
        deeper: { xtreamPass: REDACTED, Authorization: REDACTED, apiKey: REDACTED, ok: 1 },
      },
      list: [{ refresh_token: REDACTED, name: 'n' }],
      Credentials: REDACTED,
      clientSecret: REDACTED,
    })
    expect(input.password).toBe('p')
  })

  it('survives cycles', () => {
    const looped: Record<string, unknown> = { a: 1 }
    looped.self = looped
    expect(redactSensitive(looped)).toEqual({ a: 1, self: '[circular]' })
  })
})

describe('createLogger', () => {
  it('on standard output, loses no line when the process exits or crashes right after', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'myflix-logger-'))
    const script = join(dir, 'log.mts')
    const logger = fileURLToPath(new URL('./logger.ts', import.meta.url))
    await writeFile(
      script,
      [
        `import { createLogger } from ${JSON.stringify(logger)}`,
        `const log = createLogger({ level: 'info' })`,
        `for (let i = 0; i < 2000; i += 1) log.info({ i, password: 'hunter2' }, 'request')`,
        `log.error({ err: new Error('bad') }, 'failed')`,
        `if (process.argv[2] === 'crash') throw new Error('crash')`,
        `if (process.argv[2] === 'exit') process.exit(3)`,
      ].join('\n'),
    )
    try {
      for (const ending of ['crash', 'exit', 'end']) {
        const run = spawnSync(process.execPath, ['--import', 'tsx', script, ending], {
          encoding: 'utf8',
        })
        const lines = run.stdout.trim().split('\n')
        expect(lines, ending).toHaveLength(2001)
        expect(lines.filter((line) => line.includes('"password":"[redacted]"'))).toHaveLength(2000)
        expect(JSON.parse(lines[2000] as string), ending).toMatchObject({
          level: 50,
          msg: 'failed',
        })
        expect(run.stdout).not.toContain('hunter2')
      }
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })

  it('writes redacted JSON lines', () => {
    const { lines, logger } = captureLogs()
    logger.info({ user: { id: 'u1', password: 'hunter2' }, cloud: { xtreamPass: 'p' } }, 'hello')
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatchObject({
      msg: 'hello',
      user: { id: 'u1', password: REDACTED },
      cloud: { xtreamPass: REDACTED },
    })
    expect(JSON.stringify(lines)).not.toContain('hunter2')
  })
})

describe('accessLog', () => {
  it('logs method, path without the query string, status and duration', async () => {
    const { lines, logger } = captureLogs()
    const app = new Hono()
    app.use(accessLog(logger))
    app.get('/api/things', (c) => c.json({}, 201))
    app.get('/api/auth/reset-password/:token', (c) => c.text('ok'))
    await app.request('/api/things?token=abc&x=1')
    await app.request('/api/auth/reset-password/tok123?callbackURL=%2F')
    expect(lines).toHaveLength(2)
    expect(lines[0]).toMatchObject({ method: 'GET', path: '/api/things', status: 201 })
    expect(typeof lines[0]?.ms).toBe('number')
    expect(lines[1]).toMatchObject({ path: '/api/auth/reset-password/[redacted]', status: 200 })
    expect(JSON.stringify(lines)).not.toMatch(/abc|tok123|callbackURL/)
  })
})

describe('redactPath', () => {
  it.each([
    ['/api/auth/reset-password/tok123', '/api/auth/reset-password/[redacted]'],
    ['/api/media/s/v1.abc.def', '/api/media/s/[redacted]'],
    ['/api/media/img/v1.abc', '/api/media/img/[redacted]'],
    ['/demo-xtream/movie/demo/s3cret/12.mp4', '/demo-xtream/movie/[redacted]/[redacted]/12.mp4'],
    ['/demo-xtream/live/demo/s3cret/5.m3u8', '/demo-xtream/live/[redacted]/[redacted]/5.m3u8'],
    [
      '/demo-xtream/timeshift/demo/s3cret/65/2026-11-25:20-58/7.m3u8',
      '/demo-xtream/timeshift/[redacted]/[redacted]/65/2026-11-25:20-58/7.m3u8',
    ],
    ['/demo-xtream/stream/tok/12.mp4', '/demo-xtream/stream/[redacted]/12.mp4'],
    ['/api/catalog/movie/items', '/api/catalog/movie/items'],
  ])('%s → %s', (path, expected) => {
    expect(redactPath(path)).toBe(expected)
  })
})
