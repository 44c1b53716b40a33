import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { availableParallelism } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { resolveAppSecret } from './app-secret'
import { ConfigError, REPO_ROOT, loadConfig } from './env'

describe('loadConfig', () => {
  it('applies the defaults, with paths resolved from the repository root', () => {
    const config = loadConfig({})
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      dataDir: join(REPO_ROOT, 'data'),
      appSecret: undefined,
      publicUrl: 'http://localhost:3000',
      smtpUrl: undefined,
      mailFrom: 'myflix <no-reply@localhost>',
      logLevel: 'info',
      trustProxy: false,
      devServer: false,
      demoProvider: true,
      demoProviderControl: false,
      webDist: join(REPO_ROOT, 'apps/web/dist'),
      providerAllowHosts: [],
      authRateLimitMax: 10,
      authRateLimitWindowSeconds: 60,
      validationRateLimitMax: 10,
      catalogCacheMb: 256,
      ffmpegPath: undefined,
      transcodeMax: Math.max(1, Math.floor(availableParallelism() / 2)),
      transcodePerUser: 1,
      ffmpegStreamsMax: availableParallelism() * 4,
      ffmpegMemoryMb: 1024,
    })
    expect(REPO_ROOT).not.toContain('apps')
  })

  it('parses the given values', () => {
    const config = loadConfig({
      PORT: '8080',
      PUBLIC_URL: 'https://tv.example.org/',
      TRUST_PROXY: 'yes',
      DEV_SERVER: 'true',
      DEMO_PROVIDER: 'false',
      PROVIDER_ALLOW_HOSTS: ' Panel.Example:8080, 10.0.0.5 ,,',
      AUTH_RATE_LIMIT_MAX: '3',
      VALIDATION_RATE_LIMIT_MAX: '4',
      CATALOG_CACHE_MB: '0',
      FFMPEG_PATH: '/usr/local/bin/ffmpeg',
      TRANSCODE_MAX: '3',
      TRANSCODE_PER_USER: '2',
      FFMPEG_STREAMS_MAX: '20',
      FFMPEG_MEMORY_MB: '0',
      DATA_DIR: '/srv/myflix',
      DATABASE_URL: 'memory://',
      LOG_LEVEL: 'silent',
      SMTP_URL: '',
    })
    expect(config).toMatchObject({
      port: 8080,
      publicUrl: 'https://tv.example.org',
      trustProxy: true,
      devServer: true,
      demoProvider: false,
      providerAllowHosts: ['panel.example:8080', '10.0.0.5'],
      authRateLimitMax: 3,
      validationRateLimitMax: 4,
      catalogCacheMb: 0,
      ffmpegPath: '/usr/local/bin/ffmpeg',
      transcodeMax: 3,
      transcodePerUser: 2,
      ffmpegStreamsMax: 20,
      ffmpegMemoryMb: 0,
      dataDir: '/srv/myflix',
      databaseUrl: 'memory://',
      logLevel: 'silent',
      smtpUrl: undefined,
    })
  })

  it('lists every bad variable in one readable error', () => {
    let error: unknown
    try {
      loadConfig({
        PORT: 'eighty',
        APP_SECRET: 'short',
        TRUST_PROXY: 'maybe',
        PUBLIC_URL: 'ftp://x',
        FFMPEG_PATH: 'ffmpeg',
        TRANSCODE_MAX: '-1',
      })
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(ConfigError)
    const lines = (error as Error).message.split('\n')
    expect(lines[0]).toBe('Invalid configuration:')
    expect(lines.slice(1).sort()).toEqual([
      '  - APP_SECRET: must be at least 32 characters',
      '  - FFMPEG_PATH: expected an absolute path to an ffmpeg executable',
      '  - PORT: expected a whole number from 0 to 65535',
      '  - PUBLIC_URL: expected an http:// or https:// address',
      '  - TRANSCODE_MAX: expected a whole number from 0 to 1024',
      '  - TRUST_PROXY: expected true or false',
    ])
  })
})

describe('resolveAppSecret', () => {
  const dirs: string[] = []
  afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))))
  const tempDir = async () => {
    const dir = await mkdtemp(join(tmpdir(), 'myflix-secret-'))
    dirs.push(dir)
    return dir
  }

  it('generates a secret once, keeps it with mode 0600 and reuses it', async () => {
    const dir = await tempDir()
    const dataDir = join(dir, 'nested', 'data')
    const first = await resolveAppSecret(dataDir, undefined)
    expect(first.length).toBeGreaterThanOrEqual(32)
    const file = join(dataDir, 'app-secret')
    expect((await stat(file)).mode & 0o777).toBe(0o600)
    expect(await resolveAppSecret(dataDir, undefined)).toBe(first)
    expect((await readFile(file, 'utf8')).trim()).toBe(first)
  })

  it('prefers the configured secret and writes nothing', async () => {
    const dir = await tempDir()
    const configured = 'c'.repeat(40)
    expect(await resolveAppSecret(dir, configured)).toBe(configured)
    await expect(stat(join(dir, 'app-secret'))).rejects.toThrow(/ENOENT/)
  })

  it('replaces a stored secret that is too short', async () => {
    const dir = await tempDir()
    await writeFile(join(dir, 'app-secret'), 'tiny\n', { mode: 0o644 })
    const secret = await resolveAppSecret(dir, undefined)
    expect(secret).not.toBe('tiny')
    expect(secret.length).toBeGreaterThanOrEqual(32)
    expect((await stat(join(dir, 'app-secret'))).mode & 0o777).toBe(0o600)
  })
})
