import { MEDIA_PATHS, t } from '@myflix/shared'
import { describe, expect, it } from 'vitest'
import { createLogger } from '../../lib/logger'
import type { CloudChangeListener, CloudCredentials } from '../clouds/clouds.types'
import type { ProviderFactory } from '../clouds/provider-factory'
import { ProviderError } from '../provider/provider-error'
import { createXtreamClient } from '../provider/xtream.client'
import { createMediaTokens, type MediaClaims } from './media-token'
import {
  createMediaService,
  liveExtensions,
  PLAY_TTL_SECONDS,
  SEGMENT_TTL_SECONDS,
  vodExtensions,
} from './media.service'

const SECRET = 'k'.repeat(48)
const NOW = 1_800_000_000
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
  const tokens = createMediaTokens(SECRET)
  const service = createMediaService({
    tokens,
    logger: createLogger({ level: 'silent' }),
    now: () => NOW,
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
            return { allowed_output_formats: await formats() } as Awaited<
              ReturnType<typeof client.accountInfo>
            >
          },
        }
      },
    } as Pick<ProviderFactory, 'forCloud'>,
  })
  const tokenOf = (url: string) => url.slice(MEDIA_PATHS.stream.length)
  const change = (cloudId: string) =>
    listeners.forEach((l) => l({ userId: 'user-1', cloudId, change: 'deleted' }))
  return {
    service,
    tokens,
    calls,
    tokenOf,
    change,
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
    const target = await service.resolve('user-1', token)
    expect(target.ok && target.url.href).toBe(
      'http://panel.example:8080/sub/series/bob/hunter2/55.mkv',
    )
    expect(await service.resolve('user-2', token)).toMatchObject({ ok: false, status: 403 })
    drop()
    // The ownership answer is cached briefly, so a change event is what makes it fresh.
    expect(await service.resolve('user-1', token)).toMatchObject({ ok: true })
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
    const parent: MediaClaims = {
      t: 'play',
      u: 'user-1',
      c: 'cloud-1',
      k: 'live',
      i: '7',
      e: 'm3u8',
      x: NOW + PLAY_TTL_SECONDS,
    }
    const url = new URL('http://lb2.example/hls/1.ts')
    const read = (longLived: boolean) => {
      const reading = tokens.read(
        tokenOf(service.issueResource(parent, url, ['lb2.example'], longLived)),
        NOW,
      )
      if (!reading.ok || reading.claims.t !== 'res') throw new Error('expected a resource token')
      return reading.claims
    }
    expect(read(false)).toMatchObject({ x: NOW + SEGMENT_TTL_SECONDS, url: url.href })
    expect(read(true).x).toBe(parent.x)
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
    expect(await service.resolve('user-1', token)).toEqual({
      ok: false,
      status: 403,
      error: t('media.blocked'),
    })
  })
})
