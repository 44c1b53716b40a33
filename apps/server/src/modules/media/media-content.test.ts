import { t } from '@myflix/shared'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  DISGUISED_STREAMS,
  FIXTURE_PASSWORD,
  FIXTURE_USER,
  startFixtureProvider,
  type FixtureProvider,
} from '../../../test/support/media-fixture-provider'
import {
  play,
  saveCloud,
  signedInBrowser,
  startMediaServer,
  type Browser,
  type MediaTestServer,
} from '../../../test/support/media-server'
import { STREAMS_PER_USER } from './stream-proxy'

const SANDBOX = "sandbox; default-src 'none'"

describe('media proxy: what a provider sends is only ever media', () => {
  let provider: FixtureProvider
  let running: MediaTestServer
  let alice: Browser
  let bob: Browser

  beforeAll(async () => {
    provider = await startFixtureProvider()
    running = await startMediaServer({ PROVIDER_ALLOW_HOSTS: `127.0.0.1:${provider.server.port}` })
    ;[alice, bob] = await Promise.all([
      signedInBrowser(running.server, 'alice@example.com'),
      signedInBrowser(running.server, 'bob@example.com'),
    ])
    const cloud = { url: provider.server.origin, user: FIXTURE_USER, pass: FIXTURE_PASSWORD }
    await Promise.all([saveCloud(alice, cloud), saveCloud(bob, cloud)])
  })
  afterAll(async () => {
    await running?.close()
    await provider?.close()
  })

  const candidate = async (browser: Browser, file: string) => {
    const [id, ext] = file.split('.') as [string, string]
    const answer = await play(browser, { type: 'movie', id, ext })
    return answer.candidates.find((c) => c.ext === ext)!.url
  }

  it('labels documents, scripts and SVG from the panel as media, sandboxed, never sniffed', async () => {
    for (const file of Object.keys(DISGUISED_STREAMS)) {
      const url = await candidate(alice, file)
      const external = await alice.post('/api/media/external', { url })
      const link = ((await external.json()) as { data: { url: string } }).data.url
      for (const response of [
        await alice.request(url),
        await fetch(new URL(link, running.server.url)),
      ]) {
        expect(response.status).toBe(200)
        const extension = file.split('.')[1]
        expect(response.headers.get('content-type')).toBe(
          extension === 'mkv' ? 'video/x-matroska' : 'video/mp4',
        )
        expect(response.headers.get('content-security-policy')).toBe(SANDBOX)
        expect(response.headers.get('x-content-type-options')).toBe('nosniff')
        expect(response.headers.get('content-disposition')).toBe(
          `inline; filename="stream.${extension}"`,
        )
        await response.arrayBuffer()
      }
    }
  })

  it('sandboxes the playlists it writes and the segments they list', async () => {
    const live = await play(alice, { type: 'live', id: '8', format: 'hls' })
    const playlist = await alice.request(live.candidates[0]!.url)
    expect(playlist.headers.get('content-type')).toBe('application/vnd.apple.mpegurl')
    expect(playlist.headers.get('content-security-policy')).toBe(SANDBOX)
    const segment = (await playlist.text())
      .split('\n')
      .find((line) => line.startsWith('/api/media/s/'))
    const answer = await alice.request(segment!)
    expect([answer.status, answer.headers.get('content-type')]).toEqual([200, 'video/mp2t'])
    expect(answer.headers.get('content-security-policy')).toBe(SANDBOX)
    await answer.arrayBuffer()
  })

  it(`holds at most ${STREAMS_PER_USER} streams open per user, and frees a slot when one ends`, async () => {
    /** Opens the endless live stream and reads its first bytes; `close` hangs up. */
    const open = async (browser: Browser, url: string) => {
      const controller = new AbortController()
      const response = await browser.request(url, { signal: controller.signal })
      if (response.status === 200) await response.body!.getReader().read()
      else await response.arrayBuffer()
      return { status: response.status, response, close: () => controller.abort() }
    }
    const liveUrl = async (browser: Browser) =>
      (await play(browser, { type: 'live', id: '7', format: 'ts' })).candidates[0]!.url
    const url = await liveUrl(alice)
    const opened = await Promise.all(
      Array.from({ length: STREAMS_PER_USER }, () => open(alice, url)),
    )
    expect(opened.map(({ status }) => status)).toEqual(Array(STREAMS_PER_USER).fill(200))
    const upstreamBefore = provider.server.requests.length

    const refused = await alice.request(url)
    expect(refused.status).toBe(429)
    expect(await refused.json()).toEqual({ success: false, error: t('media.tooManyStreams') })
    expect(provider.server.requests.length).toBe(upstreamBefore)
    // Another account is not held back by Alice's streams.
    const forBob = await open(bob, await liveUrl(bob))
    expect(forBob.status).toBe(200)
    forBob.close()

    opened.shift()!.close()
    // The slot is freed once the server sees the connection close; wait for that, not a time.
    const deadline = Date.now() + 5000
    let again = await open(alice, url)
    while (again.status === 429 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20))
      again = await open(alice, url)
    }
    expect(again.status).toBe(200)
    for (const stream of [...opened, again]) stream.close()
  })
})
