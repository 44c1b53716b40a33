import type { ServerResponse } from 'node:http'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startFixture, type FixtureServer } from '../../../test/support/fixture-server'
import { tsPackets } from '../../../test/support/media-fixture-provider'
import { captureLogs } from '../../../test/support/log-capture'
import type { CloudChangeListener } from '../clouds/clouds.types'
import { createGuardedDispatcher } from '../provider/net-guard'
import { buildTimeshiftUrl } from '../provider/timeshift-url'
import { catchupForms, createCatchupProbe, probeAddress, type CatchupForm } from './catchup-probe'
import type { UpstreamDeps } from './media-upstream'

const PASSWORD = 'Pw-probe-S3cret'
type Answer = (res: ServerResponse) => void | Promise<void>
type Key = 'rest-m3u8' | 'rest-ts' | 'php'

const playlist: Answer = (res) => {
  res.writeHead(200, { 'content-type': 'application/vnd.apple.mpegurl' })
  res.end('#EXTM3U\n#EXT-X-TARGETDURATION:4\n#EXTINF:4,\n1.ts\n')
}
const ts: Answer = (res) => {
  res.writeHead(200, { 'content-type': 'video/mp2t' })
  res.end(tsPackets(4))
}
const status =
  (code: number, body = ''): Answer =>
  (res) => {
    res.writeHead(code, { 'content-type': 'text/html' })
    res.end(body)
  }

function keyOf(url: URL): Key | 'other' {
  if (url.pathname === '/streaming/timeshift.php') return 'php'
  if (url.pathname.startsWith('/timeshift/'))
    return url.pathname.endsWith('.m3u8') ? 'rest-m3u8' : 'rest-ts'
  return 'other'
}

describe('the catch-up probe', () => {
  let panel: FixtureServer
  let victim: FixtureServer
  let upstream: UpstreamDeps
  let answers: Partial<Record<Key | 'other', Answer>>
  const asked: Array<Key | 'other'> = []
  const closed: string[] = []

  beforeAll(async () => {
    victim = await startFixture((_req, res) => void res.end('secret'))
    panel = await startFixture(async (_req, res, url) => {
      const key = keyOf(url)
      asked.push(key)
      res.on('close', () => closed.push(key))
      await (answers[key] ?? status(404))(res)
    })
    const policy = { allowHosts: [`127.0.0.1:${panel.port}`] }
    upstream = { policy, dispatcher: createGuardedDispatcher(policy), userAgent: 'test' }
  })
  afterAll(async () => {
    await upstream.dispatcher.close()
    await Promise.all([panel.close(), victim.close()])
  })
  beforeEach(() => {
    answers = {}
    asked.length = 0
    closed.length = 0
  })

  const addressOf = (form: CatchupForm) =>
    new URL(
      buildTimeshiftUrl(
        panel.origin,
        { username: 'ana', password: PASSWORD },
        { ...form, streamId: '7', start: '2026-11-25:23-13', minutes: 67 },
      ),
    )

  function probeWith() {
    const listeners: CloudChangeListener[] = []
    const logs = captureLogs('debug')
    const probe = createCatchupProbe({
      upstream,
      logger: logs.logger,
      timeoutMs: 2_000,
      clouds: {
        onChange: (listener) => {
          listeners.push(listener)
          return () => undefined
        },
      },
    })
    const change = (cloudId: string) =>
      listeners.forEach((l) => l({ userId: 'u1', cloudId, change: 'saved' }))
    return { probe, change, logs }
  }

  it('tries REST m3u8 only when the account allows HLS, then REST ts, then the legacy script', () => {
    expect(catchupForms(['m3u8', 'ts'])).toEqual([
      { form: 'rest', extension: 'm3u8' },
      { form: 'rest', extension: 'ts' },
      { form: 'php', extension: 'ts' },
    ])
    expect(catchupForms(['ts'])).toEqual([
      { form: 'rest', extension: 'ts' },
      { form: 'php', extension: 'ts' },
    ])
    expect(catchupForms(['M3U8'])[0]).toEqual({ form: 'rest', extension: 'm3u8' })
  })

  it('takes the first form that answers with the right bytes, in order', async () => {
    answers = { 'rest-m3u8': status(404), 'rest-ts': status(200, '<html>nope</html>'), php: ts }
    const { probe, logs } = probeWith()
    expect(await probe.formOf('cloud-1', ['m3u8', 'ts'], addressOf)).toEqual({
      form: 'php',
      extension: 'ts',
    })
    expect(asked).toEqual(['rest-m3u8', 'rest-ts', 'php'])
    const text = JSON.stringify(logs.lines)
    expect(text).toContain('catch-up probe')
    expect(text).not.toContain(PASSWORD)
    expect(text).not.toContain('timeshift')
  })

  it('skips REST m3u8 without HLS and stops at the first winner', async () => {
    answers = { 'rest-m3u8': playlist, 'rest-ts': ts, php: ts }
    const { probe } = probeWith()
    expect(await probe.formOf('cloud-1', ['ts'], addressOf)).toEqual({
      form: 'rest',
      extension: 'ts',
    })
    expect(asked).toEqual(['rest-ts'])
  })

  it('remembers the winner per cloud until the cloud changes', async () => {
    answers = { 'rest-m3u8': playlist }
    const { probe, change } = probeWith()
    const hls = { form: 'rest', extension: 'm3u8' }
    expect(await probe.formOf('cloud-1', ['m3u8'], addressOf)).toEqual(hls)
    expect(await probe.formOf('cloud-1', ['m3u8'], addressOf)).toEqual(hls)
    expect(asked).toEqual(['rest-m3u8'])
    // Another cloud has its own answer.
    expect(await probe.formOf('cloud-2', ['m3u8'], addressOf)).toEqual(hls)
    expect(asked).toHaveLength(2)
    change('cloud-1')
    expect(await probe.formOf('cloud-1', ['m3u8'], addressOf)).toEqual(hls)
    expect(await probe.formOf('cloud-2', ['m3u8'], addressOf)).toEqual(hls)
    expect(asked).toHaveLength(3)
  })

  it('answers null when no form answers, and remembers nothing', async () => {
    answers = { 'rest-m3u8': status(500), 'rest-ts': status(200, ''), php: status(403) }
    const { probe, logs } = probeWith()
    expect(await probe.formOf('cloud-1', ['m3u8', 'ts'], addressOf)).toBeNull()
    expect(asked).toEqual(['rest-m3u8', 'rest-ts', 'php'])
    const warning = logs.lines.find((line) => line.msg === 'media: no catch-up form answered')
    expect(warning).toMatchObject({
      cloudId: 'cloud-1',
      tried: [{ status: 500 }, { status: 200, kind: 'unexpected-body' }, { status: 403 }],
    })
    answers = { 'rest-ts': ts }
    expect(await probe.formOf('cloud-1', ['ts'], addressOf)).toEqual({
      form: 'rest',
      extension: 'ts',
    })
  })

  it('accepts 206 and a redirect within the panel, refuses a redirect elsewhere', async () => {
    answers = {
      'rest-ts': (res) => {
        res.writeHead(206, { 'content-type': 'video/mp2t', 'content-range': 'bytes 0-751/752' })
        res.end(tsPackets(4))
      },
      php: (res) => {
        res.writeHead(302, { location: '/tsauth/abc' })
        res.end()
      },
      other: ts,
    }
    expect(
      await probeAddress(addressOf({ form: 'rest', extension: 'ts' }), 'ts', upstream),
    ).toEqual({ ok: true })
    expect(await probeAddress(addressOf({ form: 'php', extension: 'ts' }), 'ts', upstream)).toEqual(
      {
        ok: true,
      },
    )
    expect(asked).toEqual(['rest-ts', 'php', 'other'])
    answers.php = (res) => {
      res.writeHead(302, { location: `${victim.origin}/archive.ts` })
      res.end()
    }
    expect(await probeAddress(addressOf({ form: 'php', extension: 'ts' }), 'ts', upstream)).toEqual(
      {
        ok: false,
        kind: 'blocked-address',
      },
    )
    expect(victim.connections).toBe(0)
  })

  it('hangs up after the first bytes of an endless stream, and gives up on a silent one', async () => {
    answers = {
      'rest-ts': async (res) => {
        res.writeHead(200, { 'content-type': 'video/mp2t' })
        while (!res.destroyed) {
          res.write(tsPackets(50))
          await new Promise((resolve) => setTimeout(resolve, 10))
        }
      },
      'rest-m3u8': (res) => {
        // The status line, then nothing.
        res.writeHead(200, { 'content-type': 'application/vnd.apple.mpegurl' })
        res.flushHeaders()
      },
    }
    const endless = addressOf({ form: 'rest', extension: 'ts' })
    expect(await probeAddress(endless, 'ts', upstream)).toEqual({ ok: true })
    await expect.poll(() => closed).toContain('rest-ts')
    const silent = addressOf({ form: 'rest', extension: 'm3u8' })
    expect(await probeAddress(silent, 'm3u8', upstream, 300)).toEqual({
      ok: false,
      kind: 'timeout',
    })
    await expect.poll(() => closed).toContain('rest-m3u8')
  })
})
