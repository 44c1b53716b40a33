import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoCatalogue } from './catalogue/catalogue'
import type { RunningProvider } from './testing/serve'
import { login, startProvider } from './testing/serve'

type Row = Record<string, unknown>
const { facts } = demoCatalogue()

describe('mounted under /demo-xtream with the control API on', () => {
  let provider: RunningProvider
  beforeAll(async () => {
    provider = await startProvider({ control: true }, '/demo-xtream')
  })
  afterAll(() => provider.close())

  const movies = async (user = 'demo') =>
    (await (await provider.api(login(user, { action: 'get_vod_streams' }))).json()) as Row[]

  it('builds every absolute URL from the request host and the mount prefix', async () => {
    const rows = await movies()
    expect(rows[0]!.stream_icon).toBe(
      `${provider.base}/images/small/movie/${rows[0]!.stream_id}.svg`,
    )
    const redirect = await fetch(`${provider.base}/movie/demo/demo/${facts.playableMovieId}.mp4`, {
      redirect: 'manual',
    })
    expect(redirect.headers.get('location')!.startsWith(`${provider.base}/stream/`)).toBe(true)
  })

  it('serves deterministic SVG posters with the escaped title, and 404s unknown ones', async () => {
    const rows = await movies()
    const res = await fetch(String(rows[0]!.stream_icon))
    expect(res.headers.get('content-type')).toContain('image/svg+xml')
    const svg = await res.text()
    expect(svg.startsWith('<svg')).toBe(true)
    expect(svg).toContain(String(rows[0]!.title).split(' ')[0])
    expect(await (await fetch(String(rows[0]!.stream_icon))).text()).toBe(svg)
    const missing = await fetch(`${provider.base}/images/small/movie/${facts.unknownMovieId}.svg`)
    expect(missing.status).toBe(404)
  })

  it('adds a movie that shows up first in every family, and reset removes it', async () => {
    const created = await fetch(`${provider.base}/_control/movies`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Lançamento de Teste' }),
    })
    expect(created.status).toBe(201)
    const { id } = (await created.json()) as { id: number }
    for (const user of ['demo', 'xc']) {
      const first = (await movies(user))[0]!
      expect(first.stream_id).toBe(id)
      expect(first.name).toMatch(/^Lançamento de Teste/)
    }
    const info = await provider.api(login('demo', { action: 'get_vod_info', vod_id: String(id) }))
    expect(((await info.json()) as { movie_data: Row }).movie_data.stream_id).toBe(id)
    await fetch(`${provider.base}/_control/reset`, { method: 'POST' })
    expect((await movies())[0]!.stream_id).not.toBe(id)
  })

  it('lists an added movie under every category it is given, the first as its own', async () => {
    const [first, second] = [facts.emptyVodCategoryId, facts.adultVodCategoryId]
    const created = await fetch(`${provider.base}/_control/movies`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Dupla Categoria', categoryIds: [first, second] }),
    })
    const { id } = (await created.json()) as { id: number }
    for (const category of [first, second]) {
      const query = { action: 'get_vod_streams', category_id: String(category) }
      const rows = (await (await provider.api(login('demo', query))).json()) as Row[]
      expect(rows.map((row) => row.stream_id)).toContain(id)
    }
    expect((await movies()).find((row) => row.stream_id === id)?.category_id).toBe(String(first))
    await fetch(`${provider.base}/_control/reset`, { method: 'POST' })
  })

  it('removes a generated movie and publishes the facts for other processes', async () => {
    const before = await movies('xc')
    const victim = before[0]!.stream_id
    await fetch(`${provider.base}/_control/movies/${victim}`, { method: 'DELETE' })
    const after = await movies('xc')
    expect(after).toHaveLength(before.length - 1)
    expect(after.some((r) => r.stream_id === victim)).toBe(false)
    const published = (await (await fetch(`${provider.base}/_control/facts`)).json()) as Row
    expect(published.facts).toEqual(facts)
    await fetch(`${provider.base}/_control/reset`, { method: 'POST' })
  })

  it('changes the slow account latency at runtime', async () => {
    await fetch(`${provider.base}/_control/latency`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ms: 1 }),
    })
    const started = performance.now()
    await provider.api(login('slow'))
    expect(performance.now() - started).toBeLessThan(1000)
  })

  it('answers VOD from as far away as asked: the redirect and the stream each wait', async () => {
    const control = (kind: string, body?: object) =>
      fetch(`${provider.base}/_control/${kind}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body ?? {}),
      })
    const timed = async () => {
      const started = performance.now()
      const answer = await fetch(`${provider.base}/movie/demo/demo/${facts.playableMovieId}.mp4`, {
        headers: { range: 'bytes=0-99' },
      })
      expect(answer.status).toBe(206)
      await answer.arrayBuffer()
      return performance.now() - started
    }
    expect((await control('media-latency', { ms: 500 })).status).toBe(200)
    expect(await timed()).toBeGreaterThanOrEqual(1000)
    expect((await control('media-latency', { ms: -1 })).status).toBe(400)
    await control('reset')
    expect(await timed()).toBeLessThan(1000)
  })
})

describe('control API off by default', () => {
  it('does not answer /_control/*', async () => {
    const provider = await startProvider()
    try {
      const res = await fetch(`${provider.base}/_control/reset`, { method: 'POST' })
      expect(res.status).toBe(404)
    } finally {
      await provider.close()
    }
  })
})
