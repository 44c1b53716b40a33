import { setTimeout as sleep } from 'node:timers/promises'
import type { RunningServer } from '@myflix/server'
import type { PlaybackPath, PlayRequest } from '@myflix/shared'
import { demoCatalogue } from '@myflix/xtream-demo'
import { withDemoSession } from './demo-session'
import { load, median, spread } from './figures'
import { openTitle, pageCodecs, type Opening } from './play-paths'

// Time to first frame in the app (the server as bench/player.ts runs it, with its embedded demo
// provider) for one demo title per playback path, from POST /api/media/play to the first frame.

const facts = demoCatalogue().facts
const TITLES: Array<{ path: PlaybackPath; label: string; request: PlayRequest }> = [
  {
    path: 'direct',
    label: 'movie.mp4 (H.264 + AAC)',
    request: movie(facts.playableMovieId, 'mp4'),
  },
  {
    path: 'remux',
    label: 'movie.avi (H.264 + MP3 in AVI)',
    request: movie(facts.aviOnlyMovieId, 'avi'),
  },
  {
    path: 'audio',
    label: "movie-tracks.mkv (AC3 5.1 'por')",
    request: movie(facts.tracksMovieId, 'mkv'),
  },
  { path: 'video', label: 'movie-hevc.mp4 (HEVC + AAC)', request: movie(facts.hevcMovieId, 'mp4') },
]

function movie(id: number, ext: string): PlayRequest {
  return { type: 'movie', id: String(id), ext }
}

async function untilIdle(server: RunningServer) {
  for (let waited = 0; server.context.transcoder.running() > 0; waited += 20) {
    if (waited > 15_000) throw new Error('an ffmpeg outlived its viewer')
    await sleep(20)
  }
}

/**
 * Each path's demo title opened `runs` times cold (its probe dropped first) and warm, titles in
 * turn: markdown lines. `providerMs`: each of the panel's VOD answers (its redirect, then the
 * stream) waits that long first, as from a panel that far away; 0 is loopback.
 */
export async function appFirstFrames(runs: number, providerMs = 0): Promise<string[]> {
  const env: Record<string, string> = {
    ...(process.env.FFMPEG_PATH ? { FFMPEG_PATH: process.env.FFMPEG_PATH } : {}),
    ...(providerMs > 0 ? { DEMO_PROVIDER_CONTROL: 'true' } : {}),
  }
  return withDemoSession({ name: 'transcode', env }, async ({ server, browser, user, page }) => {
    if (providerMs > 0) {
      const set = await fetch(`${server.url}/demo-xtream/_control/media-latency`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ms: providerMs }),
      })
      if (!set.ok) throw new Error(`the demo provider's media latency: ${set.status}`)
    }
    await user.catalogueReady()
    const clouds = await user.call<{ data: Array<{ id: string }> }>('/api/clouds')
    const cloudId = clouds.data[0]!.id
    const codecs = await pageCodecs(page)
    const open = async (title: (typeof TITLES)[number]) => {
      const opened = await openTitle(page, { ...title.request, codecs })
      await untilIdle(server)
      if (opened.path !== title.path)
        throw new Error(`${title.label}: path ${opened.path}, expected ${title.path}`)
      return opened
    }
    for (const title of TITLES) await open(title)
    const cold = new Map<PlaybackPath, Opening[]>(TITLES.map((t) => [t.path, []]))
    const warm = new Map<PlaybackPath, Opening[]>(TITLES.map((t) => [t.path, []]))
    for (let run = 0; run < runs; run += 1) {
      // Activating the cloud drops its cached probes (as any change of it does): a first opening.
      await user.call(`/api/clouds/${cloudId}/activate`, {})
      const order = TITLES.map((_, i) => TITLES[(i + run) % TITLES.length]!)
      for (const title of order) cold.get(title.path)!.push(await open(title))
      for (const title of order) warm.get(title.path)!.push(await open(title))
    }
    const frames = (openings: Opening[]) => median(openings.map((r) => r.firstFrameMs))
    const times = (openings: Opening[]) => openings.map((r) => r.firstFrameMs)
    const answers = (openings: Opening[]) => openings.map((r) => r.answerMs)
    const direct = { cold: frames(cold.get('direct')!), warm: frames(warm.get('direct')!) }
    const rows = TITLES.map(({ path, label }) => {
      const [c, w] = [cold.get(path)!, warm.get(path)!]
      const ratio = `${(frames(c) / direct.cold).toFixed(2)}× / **${(frames(w) / direct.warm).toFixed(2)}×**`
      const goal = path === 'remux' || path === 'audio' ? '≤ 1.5×' : '–'
      return `| ${path} | ${label} | ${spread(times(c))} | ${spread(answers(c))} | ${spread(times(w))} | ${spread(answers(w))} | ${ratio} | ${goal} |`
    })
    return [
      `Chromium ${browser.version()}, demo titles (256×144, 5 fps), ${runs} runs per title and state, titles in turn; the panel's VOD answers ${providerMs > 0 ? `${providerMs} ms away each (redirect and stream)` : 'on loopback'}; ffmpeg ${server.context.transcoder.info().version}; ${load()} at the end.`,
      '',
      '| path | demo title | first frame, cold probe: median / p95 | of which POST /play | first frame, warm: median / p95 | of which POST /play | × direct (cold / warm medians) | goal |',
      '|---|---|---|---|---|---|---|---|',
      ...rows,
    ]
  })
}
