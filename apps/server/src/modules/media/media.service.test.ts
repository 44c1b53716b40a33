import { MEDIA_PATHS, t } from '@myflix/shared'
import { describe, expect, it } from 'vitest'
import { createLogger } from '../../lib/logger'
import type { CloudChangeListener, CloudCredentials } from '../clouds/clouds.types'
import type { ProviderFactory } from '../provider/provider-factory'
import { ProviderError } from '../provider/provider-error'
import { createXtreamClient } from '../provider/xtream.client'
import { createMediaTokens, type MediaClaims } from './media-token'
import {
  createMediaService,
  liveExtensions,
  EXTERNAL_TTL_SECONDS,
  PLAY_TTL_SECONDS,
  SEGMENT_EXPIRY_STEP_SECONDS,
  SEGMENT_TTL_SECONDS,
  vodExtensions,
} from './media.service'

const SECRET = 'k'.repeat(48)
const NOW = 1_800_000_000
const USER_1 = { scope: 'session', userId: 'user-1' } as const
const USER_2 = { scope: 'session', userId: 'user-2' } as const
const EXTERNAL = { scope: 'external' } as const
const LIVE_PARENT: MediaClaims = {
  t: 'play',
  u: 'user-1',
  c: 'cloud-1',
  k: 'live',
  i: '7',
  e: 'm3u8',
  x: NOW + PLAY_TTL_SECONDS,
}
const CLOUD: CloudCredentials = {
  id: 'cloud-1',
  userId: 'user-1',
  name: 'Nuvem',
  baseUrl: 'http://panel.example:8080/sub',
  username: 'bob',
  password: 'hunter2',
}

/** Real tokens and URL building; the clouds table and the provider's account call are stand-ins. */
function setup(formats: () => Promise<string[]>) {
  const listeners: CloudChangeListener[] = []
  const calls = { accountInfo: 0, getOwned: 0 }
  let cloud: CloudCredentials | null = CLOUD
  let clock = NOW
  const liveSessions = new Set(['user-1\nsession-1'])
  const tokens = createMediaTokens(SECRET)
  const externalTokens = createMediaTokens(SECRET, 'media-external')
  const service = createMediaService({
    tokens,
    externalTokens,
    sessionAlive: async (sessionId, userId) => liveSessions.has(`${userId}\n${sessionId}`),
    // Without `codecs` in a play request nothing is probed (processed-play.test.ts probes).
    probes: { probe: async () => null },
    transcoder: { wouldRefuse: () => false },
    logger: createLogger({ level: 'silent' }),
    now: () => clock,
    clouds: {
      getActive: async (userId) => (userId === cloud?.userId ? cloud : null),
      getOwned: async (userId, cloudId) => {
        calls.getOwned += 1
        return userId === cloud?.userId && cloudId === cloud.id ? cloud : null
      },
      onChange: (listener) => {
        listeners.push(listener)
        return () => undefined
      },
    },
    providers: {
      forCloud: (credentials) => {
        const client = createXtreamClient(credentials)
        return {
          ...client,
          accountInfo: async () => {
            calls.accountInfo += 1
            return {
              allowed_output_formats: await formats(),
              server_info: { timezone: 'America/Sao_Paulo' },
            } as Awaited<ReturnType<typeof client.accountInfo>>
          },
        }
      },
    } as Pick<ProviderFactory, 'forCloud'>,
  })
  const tokenOf = (url: string) => url.slice(MEDIA_PATHS.stream.length)
  const externalOf = (url: string) => url.slice(MEDIA_PATHS.external.length)
  const change = (cloudId: string) =>
    listeners.forEach((l) => l({ userId: 'user-1', cloudId, change: 'deleted' }))
  return {
    service,
    tokens,
    externalTokens,
    calls,
    tokenOf,
    externalOf,
    change,
    liveSessions,
    tick: (seconds: number) => {
      clock += seconds
    },
    drop: () => {
      cloud = null
    },
  }
}

describe('candidate order', () => {
  it('follows spec §4 for films and prefers HLS for live when allowed', () => {
    expect(vodExtensions('avi')).toEqual(['mp4', 'mkv', 'avi'])
    expect(vodExtensions('MP4')).toEqual(['mp4', 'mkv'])
    expect(liveExtensions(['m3u8', 'ts'])).toEqual(['m3u8', 'ts'])
    expect(liveExtensions(['ts'])).toEqual(['ts'])
    expect(liveExtensions([])).toEqual(['ts'])
    expect(liveExtensions(['m3u8'])).toEqual(['m3u8'])
    expect(liveExtensions(['m3u8', 'ts'], 'ts')).toEqual(['ts'])
  })
})

describe('media service', () => {
  it('asks the account for live formats once per cloud until the cloud changes', async () => {
    const { service, calls, change } = setup(async () => ['m3u8', 'ts'])
    const first = await service.play('user-1', { type: 'live', id: '7' })
    expect(first.ok && first.data.candidates.map((c) => c.ext)).toEqual(['m3u8', 'ts'])
    await service.play('user-1', { type: 'live', id: '8' })
    expect(calls.accountInfo).toBe(1)
    await service.play('user-1', { type: 'live', id: '8', format: 'ts' })
    expect(calls.accountInfo).toBe(1)
    change('cloud-1')
    await service.play('user-1', { type: 'live', id: '8' })
    expect(calls.accountInfo).toBe(2)
  })

  it('offers ts when the account call fails, and does not keep the failure', async () => {
    const { service, calls } = setup(async () => {
      throw new ProviderError('timeout')
    })
    const answer = await service.play('user-1', { type: 'live', id: '7' })
    expect(answer.ok && answer.data.candidates.map((c) => c.ext)).toEqual(['ts'])
    await service.play('user-1', { type: 'live', id: '7' })
    expect(calls.accountInfo).toBe(2)
  })

  it('resolves a play token to the provider URL server-side, for its owner only', async () => {
    const { service, tokenOf, drop } = setup(async () => [])
    const answer = await service.play('user-1', { type: 'episode', id: '55', ext: 'mkv' })
    if (!answer.ok) throw new Error('expected candidates')
    expect(answer.data.expiresIn).toBe(PLAY_TTL_SECONDS)
    const token = tokenOf(answer.data.candidates[1]!.url)
    const target = await service.resolve(USER_1, token)
    expect(target.ok && target.url.href).toBe(
      'http://panel.example:8080/sub/series/bob/hunter2/55.mkv',
    )
    expect(await service.resolve(USER_2, token)).toMatchObject({ ok: false, status: 403 })
    // A session link is not an external one.
    expect(await service.resolve(EXTERNAL, token)).toMatchObject({ ok: false, status: 403 })
    drop()
    // The ownership answer is cached briefly, so a change event is what makes it fresh.
    expect(await service.resolve(USER_1, token)).toMatchObject({ ok: true })
  })

  it('answers 404 without an active cloud and 400 for a bad id or extension', async () => {
    const { service } = setup(async () => [])
    expect(await service.play('user-2', { type: 'movie', id: '1' })).toEqual({
      ok: false,
      status: 404,
      error: t('clouds.noActive'),
    })
    expect(await service.play('user-1', { type: 'movie', id: '1/2' })).toMatchObject({
      status: 400,
    })
    expect(await service.play('user-1', { type: 'movie', id: '1', ext: 'm.p4' })).toMatchObject({
      status: 400,
    })
  })

  it('gives live segments a short life and nested playlists the parent’s', () => {
    const { service, tokens, tokenOf } = setup(async () => [])
    const url = new URL('http://lb2.example/hls/1.ts')
    const read = (longLived: boolean) => {
      const [token, query] = tokenOf(
        service.issueResource('session', LIVE_PARENT, url, ['lb2.example'], longLived),
      ).split('?e=')
      const reading = tokens.read(token!, NOW, query)
      if (!reading.ok || reading.claims.t !== 'res') throw new Error('expected a resource token')
      return reading.claims
    }
    const segment = read(false)
    expect(segment.url).toBe(url.href)
    expect(segment.x - NOW).toBeGreaterThanOrEqual(SEGMENT_TTL_SECONDS)
    expect(segment.x - NOW).toBeLessThanOrEqual(SEGMENT_TTL_SECONDS + SEGMENT_EXPIRY_STEP_SECONDS)
    expect(read(true).x).toBe(LIVE_PARENT.x)
  })

  it('lists the same segment under the same URL at every reload, and only for its user', () => {
    const { service, tick } = setup(async () => [])
    const url = new URL('http://lb2.example/hls/1.ts?token=abc')
    const issue = (parent: MediaClaims = LIVE_PARENT, target = url) =>
      service.issueResource('session', parent, target, ['lb2.example'], false)
    tick(1)
    const first = issue()
    tick(SEGMENT_EXPIRY_STEP_SECONDS - 2)
    expect(issue()).toBe(first)
    expect(issue(LIVE_PARENT, new URL('http://lb2.example/hls/2.ts?token=abc'))).not.toBe(first)
    const other = issue({ ...LIVE_PARENT, u: 'user-2' })
    expect(other.split('?')[0]).not.toBe(first.split('?')[0])
    // A new expiry step changes only the signed expiry in the query: hls.js compares paths.
    tick(SEGMENT_EXPIRY_STEP_SECONDS)
    const later = issue()
    expect(later).not.toBe(first)
    expect(later.split('?')[0]).toBe(first.split('?')[0])
  })

  it('refuses a segment whose expiry was altered, moved to another token or has passed', async () => {
    const { service, tokenOf, tick } = setup(async () => [])
    const issued = (path: string) =>
      tokenOf(
        service.issueResource('session', LIVE_PARENT, new URL(path), ['lb2.example'], false),
      ).split('?e=')
    const [token, expiry] = issued('http://lb2.example/hls/1.ts')
    const [otherToken, otherExpiry] = issued('http://lb2.example/hls/2.ts')
    expect(await service.resolve(USER_1, token!, expiry)).toMatchObject({ ok: true })
    const [x, mac] = expiry!.split('.')
    for (const bad of [undefined, '', `${Number(x) + 3600}.${mac}`, otherExpiry])
      expect(await service.resolve(USER_1, token!, bad)).toMatchObject({ status: 403 })
    expect(await service.resolve(USER_1, otherToken!, otherExpiry)).toMatchObject({ ok: true })
    tick(SEGMENT_TTL_SECONDS + SEGMENT_EXPIRY_STEP_SECONDS)
    expect(await service.resolve(USER_1, token!, expiry)).toMatchObject({ status: 410 })
  })

  it('makes an external-player link that needs no cookie but a live session', async () => {
    const { service, tokenOf, externalOf, tick } = setup(async () => [])
    const answer = await service.play('user-1', { type: 'movie', id: '42', ext: 'mkv' })
    if (!answer.ok) throw new Error('expected candidates')
    const playToken = tokenOf(answer.data.candidates[1]!.url)
    const link = await service.external('user-1', 'session-1', playToken)
    if (!link.ok) throw new Error('expected a link')
    expect(link.data.expiresIn).toBe(EXTERNAL_TTL_SECONDS)
    expect(link.data.url.startsWith(MEDIA_PATHS.external)).toBe(true)
    expect(link.data.url).not.toContain('hunter2')
    const token = externalOf(link.data.url)
    const target = await service.resolve(EXTERNAL, token)
    expect(target.ok && target.url.href).toBe(
      'http://panel.example:8080/sub/movie/bob/hunter2/42.mkv',
    )
    // Not usable as a session link, nor made from another user's play URL.
    expect(await service.resolve(USER_1, token)).toMatchObject({ status: 403 })
    expect(await service.external('user-2', 'session-2', playToken)).toMatchObject({ status: 403 })
    // Expires after 6 hours.
    tick(EXTERNAL_TTL_SECONDS)
    expect(await service.resolve(EXTERNAL, token)).toMatchObject({ status: 410 })
  })

  it('resolves a catch-up token to the timeshift address, through an external link too', async () => {
    const { service, tokens, externalOf } = setup(async () => [])
    const archive = { s: '2026-11-25:23-13', d: 67 }
    const rest = tokens.issue({ ...LIVE_PARENT, ts: { f: 'rest', ...archive } })
    const legacy = tokens.issue({ ...LIVE_PARENT, e: 'ts', ts: { f: 'php', ...archive } })
    const restTarget = await service.resolve(USER_1, rest)
    expect(restTarget.ok && restTarget.url.href).toBe(
      'http://panel.example:8080/sub/timeshift/bob/hunter2/67/2026-11-25:23-13/7.m3u8',
    )
    const legacyUrl =
      'http://panel.example:8080/sub/streaming/timeshift.php?username=bob&password=hunter2' +
      '&stream=7&start=2026-11-25:23-13&duration=67'
    const legacyTarget = await service.resolve(USER_1, legacy)
    expect(legacyTarget.ok && legacyTarget.url.href).toBe(legacyUrl)
    const link = await service.external('user-1', 'session-1', legacy)
    if (!link.ok) throw new Error('expected a link')
    const external = await service.resolve(EXTERNAL, externalOf(link.data.url))
    expect(external.ok && external.url.href).toBe(legacyUrl)
  })

  it('stops an external link once its session is gone', async () => {
    const { service, tokenOf, externalOf, liveSessions } = setup(async () => [])
    const answer = await service.play('user-1', { type: 'live', id: '7', format: 'hls' })
    if (!answer.ok) throw new Error('expected candidates')
    const link = await service.external(
      'user-1',
      'session-1',
      tokenOf(answer.data.candidates[0]!.url),
    )
    if (!link.ok) throw new Error('expected a link')
    const token = externalOf(link.data.url)
    const target = await service.resolve(EXTERNAL, token)
    if (!target.ok) throw new Error('expected a target')
    // Its playlist's segments are external links too, bound to the same session.
    const segment = service.issueResource(
      'external',
      target.claims,
      new URL('http://panel.example:8080/hls/1.ts'),
      ['panel.example:8080'],
      false,
    )
    expect(segment.startsWith(MEDIA_PATHS.external)).toBe(true)
    const [segmentToken, expiry] = externalOf(segment).split('?e=')
    expect(await service.resolve(EXTERNAL, segmentToken!, expiry)).toMatchObject({ ok: true })
    expect(await service.resolve(USER_1, segmentToken!, expiry)).toMatchObject({ status: 403 })

    liveSessions.clear()
    expect(await service.resolve(EXTERNAL, token)).toMatchObject({ status: 403 })
    expect(await service.resolve(EXTERNAL, segmentToken!, expiry)).toMatchObject({ status: 403 })
  })

  it('refuses a resource token whose URL host is not among its allowed hosts', async () => {
    const { service, tokens } = setup(async () => [])
    const token = tokens.issue({
      t: 'res',
      u: 'user-1',
      c: 'cloud-1',
      url: 'http://169.254.169.254/latest/meta-data',
      h: ['panel.example:8080'],
      x: NOW + 60,
    })
    const [sealed, expiry] = token.split('?e=')
    expect(await service.resolve(USER_1, sealed!, expiry)).toEqual({
      ok: false,
      status: 403,
      error: t('media.blocked'),
    })
  })
})
