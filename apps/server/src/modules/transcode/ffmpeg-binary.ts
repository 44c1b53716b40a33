import { spawnSync } from 'node:child_process'
import { accessSync, chmodSync, constants, statSync } from 'node:fs'
import { createRequire } from 'node:module'
import { delimiter, join } from 'node:path'
import type { FfmpegInfo } from './transcode.types'

/** The ffmpeg this instance runs, and what it reports. */
export interface FfmpegBinary extends FfmpegInfo {
  /** null when source is 'none'. */
  path: string | null
}

export interface LocateOptions {
  /** FFMPEG_PATH: when set, it is the only candidate (an operator's choice is not second-guessed). */
  configuredPath?: string
  /** The PATH to search; process.env.PATH by default. */
  searchPath?: string
  /** The bundled binary; `@ffmpeg-installer/ffmpeg`'s by default. */
  bundledPath?: string | null
}

/** What `ffmpeg -version` says: the version word and libavformat's version, which every build prints. */
export interface VersionReport {
  version: string
  libavformat: [number, number, number]
}

const VERSION_TIMEOUT_MS = 5_000
const VERSION_MAX_BYTES = 64 * 1024

/** Parses the first lines of `ffmpeg -version`; null when they are not ffmpeg's. */
export function parseVersion(text: string): VersionReport | null {
  const version = /^ffmpeg version (\S{1,120})/m.exec(text)?.[1]
  const lib = /^libavformat\s+(\d+)\.\s*(\d+)\.\s*(\d+)/m.exec(text)
  if (!version || !lib) return null
  return { version, libavformat: [Number(lib[1]), Number(lib[2]), Number(lib[3])] }
}

/** Negative, zero or positive as `a` is older than, as old as, or newer than `b`. */
export function compareVersions(a: VersionReport, b: VersionReport): number {
  for (let i = 0; i < 3; i += 1) {
    const diff = (a.libavformat[i] ?? 0) - (b.libavformat[i] ?? 0)
    if (diff !== 0) return diff
  }
  return 0
}

/** Runs `<path> -version`, bounded in time and output; null when it does not run or is not ffmpeg. */
export function readVersion(path: string): VersionReport | null {
  const run = spawnSync(path, ['-version'], {
    encoding: 'utf8',
    timeout: VERSION_TIMEOUT_MS,
    maxBuffer: VERSION_MAX_BYTES,
    stdio: ['ignore', 'pipe', 'ignore'],
    shell: false,
  })
  if (run.error || run.status !== 0) return null
  return parseVersion(run.stdout)
}

function onPath(searchPath: string): string | null {
  for (const dir of searchPath.split(delimiter)) {
    if (!dir) continue
    const candidate = join(dir, 'ffmpeg')
    try {
      accessSync(candidate, constants.X_OK)
      if (statSync(candidate).isFile()) return candidate
    } catch {
      // not here
    }
  }
  return null
}

/** Gives the owner the right to run `path` if it lacks it; false when it cannot. */
export function ensureExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK)
    return true
  } catch {
    try {
      chmodSync(path, statSync(path).mode | 0o100)
      return true
    } catch {
      return false
    }
  }
}

/** `@ffmpeg-installer/ffmpeg`'s binary, made executable when npm skipped its postinstall. */
export function bundledFfmpeg(): string | null {
  let path: string
  try {
    path = (createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string }).path
  } catch {
    return null
  }
  // npm 11 runs no install scripts unless allowed, and chmod u+x is all this one does.
  return ensureExecutable(path) ? path : null
}

/**
 * FFMPEG_PATH when configured; else an ffmpeg on PATH when its libavformat is newer than the
 * bundled one's (release names like `N-47683-g0e8eb07980` say nothing comparable, every build
 * prints its libraries' versions); else the bundled binary; else none.
 */
export function locateFfmpeg(options: LocateOptions = {}): FfmpegBinary {
  const none: FfmpegBinary = { source: 'none', version: null, path: null }
  if (options.configuredPath) {
    const report = readVersion(options.configuredPath)
    return report
      ? { source: 'system', version: report.version, path: options.configuredPath }
      : none
  }
  const bundledPath = options.bundledPath === undefined ? bundledFfmpeg() : options.bundledPath
  const bundled = bundledPath ? readVersion(bundledPath) : null
  const systemPath = onPath(options.searchPath ?? process.env.PATH ?? '')
  const system = systemPath && systemPath !== bundledPath ? readVersion(systemPath) : null
  if (system && systemPath && (!bundled || compareVersions(system, bundled) > 0))
    return { source: 'system', version: system.version, path: systemPath }
  if (bundled && bundledPath)
    return { source: 'bundled', version: bundled.version, path: bundledPath }
  return none
}

const located = new Map<string, FfmpegBinary>()

/** `locateFfmpeg` once per process and configuration: every app of a test run shares the answer. */
export function locateFfmpegOnce(configuredPath: string | undefined): FfmpegBinary {
  const key = `${configuredPath ?? ''}\n${process.env.PATH ?? ''}`
  let found = located.get(key)
  if (!found) {
    found = locateFfmpeg({ configuredPath })
    located.set(key, found)
  }
  return found
}
