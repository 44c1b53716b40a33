import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_ACCOUNTS } from './accounts'
import { demoCatalogue } from './catalogue/catalogue'
import type { RunningProvider } from './testing/serve'
import { login, startProvider } from './testing/serve'

let provider: RunningProvider
const SLOW_MS = 300

beforeAll(async () => {
  provider = await startProvider({ slowMs: SLOW_MS })
})
afterAll(() => provider.close())

const vod = (user: string) => provider.api(login(user, { action: 'get_vod_streams' }))
const userInfo = async (res: Response) =>
  ((await res.json()) as { user_info: Record<string, unknown> }).user_info

describe('wrong credentials', () => {
  it('XC2 answers 200 {"user_info":{"auth":0}}', async () => {
    const res = await provider.api({ username: 'xc', password: 'nope' })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ user_info: { auth: 0 } })
  })

  it('XUI and unknown users get the nginx 404 page', async () => {
    const attempts: Record<string, string>[] = [
      { username: 'demo', password: 'nope' },
      { username: 'nobody', password: 'nobody' },
      {},
    ]
    for (const params of attempts) {
      const res = await provider.api(params)
      expect(res.status).toBe(404)
      expect(res.headers.get('content-type')).toContain('text/html')
      expect(await res.text()).toContain('<center>nginx</center>')
    }
  })
})

describe('account states', () => {
  it.each([
    ['expired', 'Expired'],
    ['disabled', 'Disabled'],
    ['banned', 'Banned'],
  ])('XC2 %s: login says %s and data actions return the login object', async (user, status) => {
    expect(await userInfo(await provider.api(login(user)))).toMatchObject({ auth: 1, status })
    expect((await userInfo(await vod(user))).status).toBe(status)
  })

  it('XUI expired: every call is the nginx 404', async () => {
    expect((await provider.api(login('expiredxui'))).status).toBe(404)
    expect((await vod('expiredxui')).status).toBe(404)
  })

  it('lapsed: status Active with an exp_date in the past, data still served', async () => {
    const info = await userInfo(await provider.api(login('lapsed')))
    expect(info.status).toBe('Active')
    expect(Number(info.exp_date) * 1000).toBeLessThan(Date.now())
    expect(Array.isArray(await (await vod('lapsed')).json())).toBe(true)
  })

  it('big is unlimited (exp_date null)', async () => {
    expect((await userInfo(await provider.api(login('big')))).exp_date).toBeNull()
  })
})

describe('faults hit catalogue actions, never the login call', () => {
  it.each(['fault429', 'fault500', 'faulthtml', 'faultempty', 'faulttruncated', 'faultlogin'])(
    '%s still logs in',
    async (user) => {
      expect((await userInfo(await provider.api(login(user)))).auth).toBe(1)
    },
  )

  it('fault429 and fault500 answer their status with HTML', async () => {
    const tooMany = await vod('fault429')
    expect(tooMany.status).toBe(429)
    expect(tooMany.headers.get('retry-after')).toBe('30')
    expect((await vod('fault500')).status).toBe(500)
  })

  it('faulthtml answers 200 HTML, faultempty 200 with an empty body', async () => {
    const html = await vod('faulthtml')
    expect(html.status).toBe(200)
    expect((await html.text()).startsWith('<')).toBe(true)
    const empty = await vod('faultempty')
    expect(empty.status).toBe(200)
    expect(await empty.text()).toBe('')
  })

  it('faulttruncated cuts the real answer in half', async () => {
    const whole = await (await vod('demo')).text()
    const cut = await (await vod('faulttruncated')).text()
    expect(cut.length).toBe(Math.floor(whole.length / 2))
    expect(whole.startsWith(cut)).toBe(true)
    expect(() => JSON.parse(cut)).toThrow()
  })

  it('faultstreams serves its catalogue and answers every stream with 503', async () => {
    const { playableMovieId, epgChannelId } = demoCatalogue().facts
    const stream = (path: string) => fetch(`${provider.base}/${path}`, { redirect: 'manual' })
    expect((await vod('faultstreams')).status).toBe(200)
    for (const path of [
      `movie/faultstreams/faultstreams/${playableMovieId}.mp4`,
      `live/faultstreams/faultstreams/${epgChannelId}.ts`,
    ])
      expect((await stream(path)).status).toBe(503)
    expect((await stream(`movie/demo/demo/${playableMovieId}.mp4`)).status).toBe(302)
  })

  it('faultlogin returns the login object where a list belongs', async () => {
    expect((await userInfo(await vod('faultlogin'))).username).toBe('faultlogin')
  })

  it('slow delays its answers by the configured latency', async () => {
    const started = performance.now()
    const res = await provider.api(login('slow'))
    expect(res.status).toBe(200)
    expect(performance.now() - started).toBeGreaterThanOrEqual(SLOW_MS - 5)
  })
})

describe('deadposters: every image link hangs', () => {
  it('serves the demo catalogue with image URLs that never answer', async () => {
    const rows = (await (await vod('deadposters')).json()) as Array<{ stream_icon: string }>
    const live = (await (await vod('demo')).json()) as Array<{ stream_icon: string }>
    expect(rows.length).toBe(live.length)
    // Under the provider's other loopback name: another host, as a dead CDN is.
    expect(rows[0]!.stream_icon).toBe(
      live[0]!.stream_icon
        .replace('/images/', '/images-hang/')
        .replace('//127.0.0.1:', '//localhost:'),
    )
    const [show] = (await (
      await provider.api(login('deadposters', { action: 'get_series' }))
    ).json()) as Array<{ series_id: number }>
    const seriesId = String(show!.series_id)
    const series = (await (
      await provider.api(login('deadposters', { action: 'get_series_info', series_id: seriesId }))
    ).json()) as { episodes: Record<string, Array<{ info: { movie_image: string } }>> }
    const stills = Object.values(series.episodes).flatMap((list) => list.map((e) => e.info))
    expect(stills.length).toBeGreaterThan(0)
    for (const { movie_image } of stills) expect(movie_image).toContain('/images-hang/')

    // The request is accepted and left without an answer until the client gives up.
    const client = new AbortController()
    const answer = fetch(rows[0]!.stream_icon, { signal: client.signal }).then(
      () => 'answered',
      () => 'gave up',
    )
    const first = await Promise.race([
      answer,
      new Promise((resolve) => setTimeout(() => resolve('still waiting'), 300)),
    ])
    client.abort()
    expect(first).toBe('still waiting')
    expect(await answer).toBe('gave up')
  })
})

describe('DEMO_ACCOUNTS', () => {
  it('every account uses its username as password and logs in or refuses as documented', async () => {
    for (const account of Object.values(DEMO_ACCOUNTS)) {
      expect(account.password).toBe(account.username)
      const res = await provider.api(login(account.username))
      expect(res.status).toBe(account.family === 'xui' && account.state === 'expired' ? 404 : 200)
    }
  })
})
