import { chmod, mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { captureLogs } from '../../../test/support/log-capture'
import { createGuardedDispatcher } from '../provider/net-guard'
import {
  bundledFfmpeg,
  compareVersions,
  ensureExecutable,
  locateFfmpeg,
  parseVersion,
} from './ffmpeg-binary'
import { createTranscoder } from './transcode.service'

const report = (version: string, lib: string) =>
  `ffmpeg version ${version} Copyright (c) 2000-2024 the FFmpeg developers\n` +
  `built with gcc 12\nlibavutil      59. 39.100 / 59. 39.100\nlibavformat    ${lib} / ${lib}\n`

describe('which ffmpeg runs', () => {
  let dir: string
  /** A folder holding an `ffmpeg` that reports `version` and libavformat `lib`. */
  async function fakeFfmpeg(name: string, version: string, lib: string): Promise<string> {
    const folder = join(dir, name)
    await writeFile(join(dir, `${name}.txt`), report(version, lib))
    await mkdir(folder, { recursive: true })
    const script = join(folder, 'ffmpeg')
    await writeFile(script, `#!/bin/sh\ncat '${join(dir, `${name}.txt`)}'\n`)
    await chmod(script, 0o755)
    return folder
  }

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'myflix-ffmpeg-'))
  })
  afterAll(() => rm(dir, { recursive: true, force: true }))

  it('reads the version word and libavformat from `ffmpeg -version`', () => {
    expect(parseVersion(report('N-47683-g0e8eb07980-static', '58. 20.100'))).toEqual({
      version: 'N-47683-g0e8eb07980-static',
      libavformat: [58, 20, 100],
    })
    expect(parseVersion('sh: ffmpeg: not found')).toBeNull()
  })

  it('compares builds by libavformat, which every build prints (git builds have no release)', () => {
    const bundled = { version: 'N-47683', libavformat: [58, 20, 100] as [number, number, number] }
    const seven = { version: '7.1', libavformat: [61, 7, 100] as [number, number, number] }
    expect(compareVersions(seven, bundled)).toBeGreaterThan(0)
    expect(compareVersions(bundled, seven)).toBeLessThan(0)
    expect(compareVersions(bundled, bundled)).toBe(0)
  })

  it('finds the bundled ffmpeg when PATH has none', () => {
    const found = locateFfmpeg({ searchPath: join(dir, 'nowhere') })
    expect(found).toMatchObject({ source: 'bundled', path: bundledFfmpeg() })
    expect(found.version).toMatch(/^N-47683/)
  })

  it('prefers a newer ffmpeg on PATH, and not an older one', async () => {
    const newer = await fakeFfmpeg('newer', '7.1-static', '61.  7.100')
    const older = await fakeFfmpeg('older', '3.4.8', '57. 83.100')
    expect(locateFfmpeg({ searchPath: newer })).toEqual({
      source: 'system',
      version: '7.1-static',
      path: join(newer, 'ffmpeg'),
    })
    expect(locateFfmpeg({ searchPath: older })).toMatchObject({ source: 'bundled' })
  })

  it('takes FFMPEG_PATH as it is, and reports none when it does not run', async () => {
    const newer = await fakeFfmpeg('configured', '6.0', '60.  3.100')
    expect(locateFfmpeg({ configuredPath: join(newer, 'ffmpeg') })).toMatchObject({
      source: 'system',
      version: '6.0',
    })
    expect(locateFfmpeg({ configuredPath: join(dir, 'missing', 'ffmpeg') })).toEqual({
      source: 'none',
      version: null,
      path: null,
    })
  })

  it('makes a binary that lost its exec bit (npm skipped the postinstall) runnable', async () => {
    const file = join(dir, 'no-exec')
    await writeFile(file, '#!/bin/sh\n')
    await chmod(file, 0o644)
    expect(ensureExecutable(file)).toBe(true)
    expect((await stat(file)).mode & 0o100).toBe(0o100)
    expect(ensureExecutable(join(dir, 'absent'))).toBe(false)
  })

  it('reports none when nothing runs', () => {
    expect(locateFfmpeg({ searchPath: '', bundledPath: null })).toMatchObject({ source: 'none' })
  })

  it('without ffmpeg, a probe fails and a stream is refused as unavailable', async () => {
    const policy = { allowHosts: [] }
    const transcoder = createTranscoder({
      config: {
        ffmpegPath: join(dir, 'missing', 'ffmpeg'),
        transcodeMax: 1,
        transcodePerUser: 1,
        ffmpegStreamsMax: 4,
        ffmpegMemoryMb: 0,
      },
      upstream: { policy, dispatcher: createGuardedDispatcher(policy), userAgent: 'test' },
      logger: captureLogs().logger,
    })
    const source = { url: new URL('http://panel.example/a.mkv'), allowedHosts: ['panel.example'] }
    expect(transcoder.info()).toEqual({ source: 'none', version: null })
    await expect(transcoder.probe(source, { live: false })).rejects.toMatchObject({
      kind: 'unavailable',
    })
    await expect(transcoder.subtitles(source, 2)).rejects.toMatchObject({ kind: 'unavailable' })
    const recipe = { video: 'copy', audio: 'aac', audioStream: 1, live: false } as const
    const options = { startSeconds: 0, userId: 'ana', signal: new AbortController().signal }
    expect(await transcoder.stream(source, recipe, options)).toEqual({
      ok: false,
      reason: 'unavailable',
    })
    expect(transcoder.wouldRefuse('ana')).toBe(true)
    await transcoder.close()
  })
})
