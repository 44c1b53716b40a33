import { DEFAULT_SEED, DEMO_ACCOUNTS, demoCatalogue, type DemoAccount } from '@myflix/xtream-demo'
import {
  MEDIA_PATHS,
  accountInfoSchema,
  seriesEpisodesDataSchema,
  t,
  type CloudForm,
  type CloudSummary,
} from '@myflix/shared'
import { beforeAll, describe, expect, it } from 'vitest'
import { createSeriesInfoService } from '../catalog/series-info'
import { browserClient } from '../../../test/support/http-client'
import { testDatabaseKinds } from '../../../test/support/databases'
import { createFunctionsRoutes } from './functions.routes'
import type { ProviderFactory } from '../provider/provider-factory'
import {
  json,
  signedInBrowser,
  cloudsServerFor,
  type Browser,
} from '../../../test/support/clouds-server'

const catalogue = demoCatalogue(DEFAULT_SEED, DEMO_ACCOUNTS.demo.scale)
const { threeSeasonSeriesId, unknownSeriesId } = catalogue.facts

describe.each(testDatabaseKinds())('cloud functions on $name', (kind) => {
  const env = cloudsServerFor(kind)
  let ana: { browser: Browser; userId: string }

  const form = (account: DemoAccount, over: Partial<CloudForm> = {}): CloudForm => ({
    nuvemNome: 'Demo',
    xtreamURL: env.demoUrl,
    xtreamUser: account.username,
    xtreamPass: account.password,
    ...over,
  })
  const call = async (name: string, body: unknown = {}) => {
    const response = await ana.browser.post(`/api/functions/${name}`, body)
    return { status: response.status, body: await json(response) }
  }
  const validate = (nuvemData: unknown) => call('validar-nuvem', { nuvemData })

  beforeAll(async () => {
    ana = await signedInBrowser(env.server, `ana.functions.${kind.name.toLowerCase()}@example.com`)
  })
  it('answers 401 to anonymous calls', async () => {
    const anonymous = browserClient(env.server.url)
    for (const name of ['validar-nuvem', 'get-user-info', 'get-series-episodes']) {
      const response = await anonymous.post(`/api/functions/${name}`, {
        nuvemData: form(DEMO_ACCOUNTS.demo),
        seriesId: threeSeasonSeriesId,
      })
      expect(response.status).toBe(401)
      expect(await json(response)).toEqual({ success: false, error: t('server.unauthenticated') })
    }
  })

  describe('validar-nuvem', () => {
    it('accepts the demo account and the XC2-style one', async () => {
      expect(await validate(form(DEMO_ACCOUNTS.demo))).toEqual({
        status: 200,
        body: { success: true },
      })
      expect((await validate(form(DEMO_ACCOUNTS.xc))).body).toEqual({ success: true })
    })

    it('names wrong credentials, expired and disabled lines, and never logs the password', async () => {
      const wrong = 'Senha-Errada-7c1e'
      const cases: [CloudForm, string][] = [
        [form(DEMO_ACCOUNTS.demo, { xtreamPass: wrong }), t('provider.errors.invalidCredentials')],
        [form(DEMO_ACCOUNTS.xc, { xtreamPass: wrong }), t('provider.errors.invalidCredentials')],
        [
          form(DEMO_ACCOUNTS.demo, { xtreamUser: 'ninguem' }),
          t('provider.errors.invalidCredentials'),
        ],
        [form(DEMO_ACCOUNTS.expired), t('provider.errors.expired')],
        [form(DEMO_ACCOUNTS.disabled), t('provider.errors.disabled')],
        [form(DEMO_ACCOUNTS.banned), t('provider.errors.disabled')],
      ]
      for (const [nuvemData, message] of cases) {
        expect(await validate(nuvemData)).toEqual({
          status: 200,
          body: { success: false, error: message },
        })
      }
      expect(t('provider.errors.invalidCredentials')).toBe(
        'Credenciais inválidas. Verifique URL, usuário e senha.',
      )
      expect(env.logText()).toContain('cloud refused')
      expect(env.logText()).not.toContain(wrong)
    })

    it('refuses a panel whose catalogue fails without echoing what it answered', async () => {
      // 'API call failed with status: N' is the catalogue's first load (spec §8); here the status
      // and the answer's shape would make validar-nuvem a probe of any server a user names.
      const refused = { success: false, error: t('clouds.validateFailed') }
      expect(t('clouds.validateFailed')).toBe('Erro ao validar credenciais')
      expect((await validate(form(DEMO_ACCOUNTS.fault500))).body).toEqual(refused)
      expect((await validate(form(DEMO_ACCOUNTS.faulthtml))).body).toEqual(refused)
      expect(
        (await validate(form(DEMO_ACCOUNTS.demo, { xtreamURL: `${env.demoUrl}/nada` }))).body,
      ).toEqual(refused)
      expect(env.logText()).toMatch(/"kind":"http","status":404/)
      expect((await validate(form(DEMO_ACCOUNTS.faultlogin))).body).toEqual({ success: true })
    })

    it('refuses this server’s own API and other non-public addresses without calling them', async () => {
      const blocked = { success: false, error: t('provider.errors.blockedAddress') }
      const port = env.server.port
      const urls = [
        `${env.server.url}/api`,
        `http://localhost:${port}/api/functions`,
        `http://[::ffff:127.0.0.1]:${port}/`,
        `http://127.0.0.1:${port}/demo-xtream/../api`,
        `http://localhost:${port}//api/health`,
        `http://localhost:${port}//demo-xtream`,
        `http://localhost:${port}/demo-xtream//api/health`,
        `http://localhost:${port}/demo-xtream/..%2fapi/health`,
        `http://localhost:${port}/demo-xtream/%2e%2e/api/health`,
        `http://127.0.0.2:${port}/demo-xtream`,
        'http://10.11.12.13/',
        'http://169.254.169.254/latest',
      ]
      for (const xtreamURL of urls) {
        expect((await validate(form(DEMO_ACCOUNTS.demo, { xtreamURL }))).body).toEqual(blocked)
      }
    })

    it('answers 400 with the joined form messages', async () => {
      expect(await validate({ nuvemNome: 'Demo', xtreamURL: 'nada' })).toEqual({
        status: 400,
        body: {
          success: false,
          error: [
            t('validation.urlInvalid'),
            t('validation.userRequired'),
            t('validation.cloudPasswordRequired'),
          ].join(', '),
        },
      })
      expect((await call('validar-nuvem', {})).status).toBe(400)
    })
  })

  describe('with the active cloud', () => {
    it('answers 404 "Nenhuma nuvem ativa encontrada" before a cloud is saved', async () => {
      const none = { status: 404, body: { success: false, error: t('clouds.noActive') } }
      expect(await call('get-user-info')).toEqual(none)
      expect(await call('get-series-episodes', { seriesId: threeSeasonSeriesId })).toEqual(none)
    })

    it('get-user-info returns the active cloud’s account', async () => {
      const saved = await ana.browser.post('/api/clouds', form(DEMO_ACCOUNTS.demo))
      expect(saved.status).toBe(200)
      const first = await call('get-user-info')
      expect(first.status).toBe(200)
      const info = accountInfoSchema.parse(first.body.data)
      expect(info).toMatchObject({ username: DEMO_ACCOUNTS.demo.username, status: 'Active' })
      expect(info.exp_date).toBe(Number(DEMO_ACCOUNTS.demo.expDate))
      expect(JSON.stringify(first.body)).not.toContain('password')
    })

    it('get-series-episodes returns the 3 seasons of the demo show', async () => {
      const expected = catalogue.findSeries(threeSeasonSeriesId)
      if (!expected) throw new Error('demo series missing')
      const first = await call('get-series-episodes', { seriesId: String(threeSeasonSeriesId) })
      expect(first.status).toBe(200)
      const data = seriesEpisodesDataSchema.parse(first.body.data)
      expect(data.seriesInfo.seasons.map((s) => s.season_number)).toEqual(expected.series.seasons)
      expect(Object.keys(data.episodes).sort()).toEqual(expected.series.seasons.map(String).sort())
      expected.series.seasons.forEach((season, index) => {
        expect(data.episodes[String(season)]?.map((e) => e.id)).toEqual(
          expected.episodes[index]?.map((e) => String(e.id)),
        )
      })
      expect(data.episodes).toEqual(data.seriesInfo.episodes)
      expect(await call('get-series-episodes', { seriesId: threeSeasonSeriesId })).toEqual(first)
    })

    it('get-series-episodes sends every image through the image proxy, never the panel’s', async () => {
      const answer = await call('get-series-episodes', { seriesId: String(threeSeasonSeriesId) })
      const { seriesInfo } = seriesEpisodesDataSchema.parse(answer.body.data)
      const episodes = Object.values(seriesInfo.episodes).flat()
      const images = [
        seriesInfo.series.image,
        ...(seriesInfo.series.backdrop ?? []),
        ...seriesInfo.seasons.map((season) => season.cover),
        ...episodes.map((episode) => episode.movie_image),
      ]
      // The demo panel gives the show, its backdrop, each season and each episode an image.
      expect(images).toHaveLength(2 + seriesInfo.seasons.length + episodes.length)
      for (const image of images) expect(image).toMatch(new RegExp(`^${MEDIA_PATHS.image}`))
      const text = JSON.stringify(answer.body)
      expect(text).not.toContain(env.demoUrl)
      expect(text).not.toMatch(/https?:\/\//)

      const still = await ana.browser.request(episodes[0]?.movie_image as string)
      expect(still.status).toBe(200)
      expect(still.headers.get('content-type')).toMatch(/^image\//)
      expect((await still.arrayBuffer()).byteLength).toBeGreaterThan(0)
    })

    it('asks the panel once per cloud while the answers are fresh', async () => {
      // Functions built on a factory that counts calls: the catalogue also talks to the panel.
      const { context } = env.server
      const counts = { account: 0, series: 0 }
      const counting: ProviderFactory = {
        ...context.providers,
        forCloud(credentials, tuning) {
          const client = context.providers.forCloud(credentials, tuning)
          return {
            ...client,
            accountInfo: (options) => (counts.account++, client.accountInfo(options)),
            seriesInfo: (id, options) => (counts.series++, client.seriesInfo(id, options)),
          }
        },
      }
      const series = createSeriesInfoService({ clouds: context.clouds, providers: counting })
      const router = createFunctionsRoutes({ ...context, providers: counting, series })
      const post = async (name: string, body: unknown) => {
        const response = await router.request(`/${name}`, {
          method: 'POST',
          headers: { cookie: ana.browser.cookieHeader(), 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
        expect(response.status).toBe(200)
        return response.json()
      }
      expect((await ana.browser.post('/api/clouds', form(DEMO_ACCOUNTS.demo))).status).toBe(200)
      const userInfo = await Promise.all([post('get-user-info', {}), post('get-user-info', {})])
      expect(userInfo[1]).toEqual(userInfo[0])
      expect(await post('get-user-info', {})).toEqual(userInfo[0])
      const seriesId = threeSeasonSeriesId
      const episodes = await post('get-series-episodes', { seriesId })
      expect(await post('get-series-episodes', { seriesId: String(seriesId) })).toEqual(episodes)
      expect(counts).toEqual({ account: 1, series: 1 })

      // A new cloud is a new cache key.
      expect((await ana.browser.post('/api/clouds', form(DEMO_ACCOUNTS.demo))).status).toBe(200)
      await post('get-user-info', {})
      await post('get-series-episodes', { seriesId })
      expect(counts).toEqual({ account: 2, series: 2 })
    })

    it('get-series-episodes answers "Erro ao buscar episódios" for unknown or bad ids', async () => {
      const failed = { success: false, error: t('clouds.episodesFailed') }
      expect(await call('get-series-episodes', { seriesId: unknownSeriesId })).toEqual({
        status: 404,
        body: failed,
      })
      expect(await call('get-series-episodes', { seriesId: '../1' })).toEqual({
        status: 400,
        body: failed,
      })
      expect(await call('get-series-episodes', {})).toEqual({ status: 400, body: failed })
    })

    it('follows the active cloud: a deleted cloud’s answers are gone', async () => {
      const listed = await json(await ana.browser.request('/api/clouds'))
      const cloud = (listed.data as CloudSummary[])[0] as CloudSummary
      await ana.browser.request(`/api/clouds/${cloud.id}`, { method: 'DELETE' })
      expect((await call('get-user-info')).body).toEqual({
        success: false,
        error: t('clouds.noActive'),
      })
    })
  })
})
