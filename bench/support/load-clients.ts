import { Agent, request } from 'undici'

// The two kinds of simulated users of bench/load.ts: a browser going through the catalogue and a
// viewer pulling films through the media proxy.

const SEARCHES = ['amor', 'noite', 'fogo', 'rio', 'casa', 'mar', 'vida', 'sol']

export interface Session {
  cookie: string
  movies: string[]
  categories: string[]
  /** Films the demo really serves (it 404s a few on purpose). */
  playable: string[]
}
export interface Stats {
  latencies: number[]
  errors: Map<string, number>
  bytes: number
}

export const pick = <T>(list: T[], n: number): T => list[n % list.length] as T

/** One simulated browser: categories, a page, a search, a details page, again and again. */
export async function browse(
  origins: string[],
  user: Session,
  index: number,
  until: number,
  stats: Stats,
) {
  const agent = new Agent({ connections: 2, keepAliveTimeout: 30_000 })
  const origin = origins[index % origins.length] as string
  for (let step = index; performance.now() < until; step += 1) {
    const category = encodeURIComponent(pick(user.categories, step * 3))
    const path = [
      '/api/catalog/movie/categories',
      `/api/catalog/movie/items?category=${category}&offset=0&limit=50`,
      `/api/catalog/search?q=${pick(SEARCHES, step)}`,
      `/api/catalog/movie/items/${pick(user.movies, step * 7)}`,
      '/api/catalog/series/recent',
    ][step % 5] as string
    const started = performance.now()
    try {
      const answer = await request(origin + path, {
        dispatcher: agent,
        headers: { cookie: user.cookie },
      })
      await answer.body.arrayBuffer()
      if (answer.statusCode === 200) stats.latencies.push(performance.now() - started)
      else count(stats, `browse ${answer.statusCode}`)
    } catch (error) {
      count(stats, `browse ${(error as Error).name}`)
    }
  }
  await agent.close()
}

/** One viewer: asks to play a film, then reads the whole file through the proxy, again and again. */
export async function stream(
  origins: string[],
  user: Session,
  index: number,
  until: number,
  stats: Stats,
) {
  const agent = new Agent({ connections: 1, keepAliveTimeout: 30_000 })
  const origin = origins[index % origins.length] as string
  for (let step = index; performance.now() < until; step += 1) {
    const started = performance.now()
    try {
      const play = await request(`${origin}/api/media/play`, {
        method: 'POST',
        dispatcher: agent,
        headers: { cookie: user.cookie, origin, 'content-type': 'application/json' },
        body: JSON.stringify({ type: 'movie', id: pick(user.playable, step) }),
      })
      const body = (await play.body.json()) as { data?: { candidates: Array<{ url: string }> } }
      const url = body.data?.candidates[0]?.url
      if (!url) {
        count(stats, `play ${play.statusCode}`)
        continue
      }
      const media = await request(origin + url, {
        dispatcher: agent,
        headers: { cookie: user.cookie },
      })
      for await (const chunk of media.body) stats.bytes += (chunk as Buffer).length
      if (media.statusCode === 200 || media.statusCode === 206)
        stats.latencies.push(performance.now() - started)
      else count(stats, `stream ${media.statusCode}`)
    } catch (error) {
      count(stats, `stream ${(error as Error).name}`)
    }
  }
  await agent.close()
}

export function count(stats: Stats, key: string) {
  stats.errors.set(key, (stats.errors.get(key) ?? 0) + 1)
}
