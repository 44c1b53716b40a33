import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { dirname, isAbsolute, resolve } from 'node:path'
import { availableParallelism } from 'node:os'
import { z } from 'zod'

/**
 * The monorepo root: the first folder above this module whose package.json declares workspaces.
 * Found from the module, not the working directory, so `npm -w` (which runs inside the workspace)
 * changes nothing; walked up, so it holds from src (tsx, tests) and from the bundle in dist alike.
 */
export const REPO_ROOT = findRepoRoot(dirname(fileURLToPath(import.meta.url)))

function findRepoRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (declaresWorkspaces(resolve(dir, 'package.json'))) return dir
    if (dirname(dir) === dir) throw new Error(`no package.json with workspaces above ${from}`)
  }
}

function declaresWorkspaces(packageJson: string): boolean {
  try {
    return 'workspaces' in (JSON.parse(readFileSync(packageJson, 'utf8')) as object)
  } catch {
    return false
  }
}

export type EnvRecord = Record<string, string | undefined>

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const
export type LogLevel = (typeof LOG_LEVELS)[number]

const TRUE_WORDS = ['1', 'true', 'yes', 'on']
const FALSE_WORDS = ['0', 'false', 'no', 'off']

const bool = (fallback: boolean) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined) return fallback
      const word = value.trim().toLowerCase()
      if (TRUE_WORDS.includes(word)) return true
      if (FALSE_WORDS.includes(word)) return false
      ctx.addIssue({ code: 'custom', message: 'expected true or false' })
      return z.NEVER
    })

const int = (fallback: number, min: number, max: number) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined) return fallback
      const number = Number(value)
      if (!Number.isInteger(number) || number < min || number > max) {
        ctx.addIssue({ code: 'custom', message: `expected a whole number from ${min} to ${max}` })
        return z.NEVER
      }
      return number
    })

const httpUrl = z
  .url({ protocol: /^https?$/, error: 'expected an http:// or https:// address' })
  .transform((value) => value.replace(/\/+$/, ''))

const HOST_ENTRY = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(:\d{1,5})?$/i

const hostList = z
  .string()
  .optional()
  .transform((value, ctx) => {
    const entries = (value ?? '')
      .split(',')
      .map((entry) => entry.trim().toLowerCase())
      .filter(Boolean)
    const bad = entries.filter((entry) => !HOST_ENTRY.test(entry))
    if (bad.length > 0) {
      ctx.addIssue({ code: 'custom', message: `expected host or host:port, got ${bad.join(', ')}` })
      return z.NEVER
    }
    return entries
  })

const CORES = availableParallelism()

const envSchema = z.object({
  PORT: int(3000, 0, 65535),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z
    .string()
    .regex(
      /^(postgres(ql)?:\/\/.+|memory:\/\/)$/,
      'expected postgres://…, postgresql://… or memory://',
    )
    .optional(),
  DATA_DIR: z.string().default('data'),
  APP_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  PUBLIC_URL: httpUrl.optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/.+/, 'expected smtp://… or smtps://…')
    .optional(),
  MAIL_FROM: z.string().min(3).default('myflix <no-reply@localhost>'),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  TRUST_PROXY: bool(false),
  DEV_SERVER: bool(false),
  DEMO_PROVIDER: bool(true),
  DEMO_PROVIDER_CONTROL: bool(false),
  WEB_DIST: z.string().default('apps/web/dist'),
  PROVIDER_ALLOW_HOSTS: hostList,
  PROVIDER_USER_AGENT: z.string().min(1).default('VLC/3.0.18 LibVLC/3.0.18'),
  AUTH_RATE_LIMIT_MAX: int(10, 1, 100_000),
  VALIDATION_RATE_LIMIT_MAX: int(10, 1, 100_000),
  CATALOG_CACHE_MB: int(256, 0, 1_000_000),
  FFMPEG_PATH: z
    .string()
    .refine(isAbsolute, 'expected an absolute path to an ffmpeg executable')
    .optional(),
  TRANSCODE_MAX: int(Math.max(1, Math.floor(CORES / 2)), 0, 1024),
  TRANSCODE_PER_USER: int(1, 0, 64),
  FFMPEG_STREAMS_MAX: int(CORES * 4, 0, 4096),
  FFMPEG_MEMORY_MB: int(1024, 0, 65_536),
})

export interface Config {
  port: number
  host: string
  /** postgres://… for a PostgreSQL server, 'memory://' for a throwaway PGlite; absent → PGlite in DATA_DIR. */
  databaseUrl: string | undefined
  dataDir: string
  /** Absent until `resolveAppSecret` reads or creates DATA_DIR/app-secret. */
  appSecret: string | undefined
  /** Without a trailing slash. */
  publicUrl: string
  /** False when PUBLIC_URL was not given and was derived from PORT. */
  publicUrlExplicit: boolean
  smtpUrl: string | undefined
  mailFrom: string
  logLevel: LogLevel
  trustProxy: boolean
  /** Set by `npm run dev` alone: the web app is served by Vite's dev server, whose origins we trust. */
  devServer: boolean
  demoProvider: boolean
  /** Mounts the demo provider's control API (add titles, faults) — for end-to-end tests only. */
  demoProviderControl: boolean
  webDist: string
  providerAllowHosts: string[]
  providerUserAgent: string
  authRateLimitMax: number
  authRateLimitWindowSeconds: number
  /** validar-nuvem calls per user per minute. */
  validationRateLimitMax: number
  /** Memory for catalogues kept between requests (estimated from what they hold); 0: only the last used. */
  catalogCacheMb: number
  /** An ffmpeg to use instead of looking on PATH and in node_modules (issue 20). */
  ffmpegPath: string | undefined
  /** Video transcodes at once on this instance (the costly path); 0: never transcode video. */
  transcodeMax: number
  /** Video transcodes at once per user. */
  transcodePerUser: number
  /** ffmpeg streams of every kind (remux, audio, video) at once on this instance. */
  ffmpegStreamsMax: number
  /** Address space of one ffmpeg process (prlimit --as); 0: unbounded. */
  ffmpegMemoryMb: number
}

export class ConfigError extends Error {
  override name = 'ConfigError'
}

/** Parses a plain record (process.env or a test object); every bad variable is listed in one error. */
export function loadConfig(env: EnvRecord): Config {
  // A variable set to '' (common in .env files) means "use the default".
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''),
  )
  const parsed = envSchema.safeParse(cleaned)
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  - ${issue.path.join('.')}: ${issue.message}`,
    )
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`)
  }
  const e = parsed.data
  const fromRoot = (path: string) => (isAbsolute(path) ? path : resolve(REPO_ROOT, path))
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: fromRoot(e.DATA_DIR),
    appSecret: e.APP_SECRET,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    publicUrlExplicit: e.PUBLIC_URL !== undefined,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    devServer: e.DEV_SERVER,
    demoProvider: e.DEMO_PROVIDER,
    demoProviderControl: e.DEMO_PROVIDER_CONTROL,
    webDist: fromRoot(e.WEB_DIST),
    providerAllowHosts: e.PROVIDER_ALLOW_HOSTS,
    providerUserAgent: e.PROVIDER_USER_AGENT,
    authRateLimitMax: e.AUTH_RATE_LIMIT_MAX,
    authRateLimitWindowSeconds: 60,
    validationRateLimitMax: e.VALIDATION_RATE_LIMIT_MAX,
    catalogCacheMb: e.CATALOG_CACHE_MB,
    ffmpegPath: e.FFMPEG_PATH,
    transcodeMax: e.TRANSCODE_MAX,
    transcodePerUser: e.TRANSCODE_PER_USER,
    ffmpegStreamsMax: e.FFMPEG_STREAMS_MAX,
    ffmpegMemoryMb: e.FFMPEG_MEMORY_MB,
  }
}

export const isHttps = (config: Pick<Config, 'publicUrl'>) => config.publicUrl.startsWith('https:')
