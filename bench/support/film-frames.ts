import { once } from 'node:events'
import { createServer, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Browser } from 'playwright-core'
import type { LocalTranscoder } from '../../apps/server/src/modules/transcode/transcode.service'
import type {
  FeedSource,
  StreamRecipe,
} from '../../apps/server/src/modules/transcode/transcode.types'
import { benchPage, firstFrame } from './chromium'
import { Fmp4Clock } from './fmp4-clock'
import { mseUntilFirstFrame } from './mse-frame'

// Time to first frame of the transcoder's output straight into Chromium (no app, no probe): what a
// film at 25 fps gives, beside the demo's 5 fps titles. Chromium reads about 20 video frames of a
// fragmented MP4 whose moov carries no frame rate before it reports metadata: 0.8 s of a film, but
// 4 s of a demo title, which a transcode must make first.

export interface FilmPath {
  name: string
  source: FeedSource
  /** null: the provider's file as it is (the direct path). */
  recipe: StreamRecipe | null
  /** Fed to a MediaSource (fetch and append) instead of `<video src>`. */
  mse?: boolean
}

export interface FilmTimes {
  /** From `src` set (or the fetch, through MSE) to the first presented frame, ms. */
  frame: number[]
  /** From the request's arrival to ffmpeg's first output bytes (processed paths), ms. */
  firstByte: number[]
  /** From the request's arrival to its first second of media complete (processed paths), ms. */
  firstSecond: number[]
}

/** The stream to the response, at the response's pace; ends with it. Notes its first second. */
async function pump(body: ReadableStream<Uint8Array>, res: ServerResponse, onSecond: () => void) {
  const reader = body.getReader()
  const clock = new Fmp4Clock()
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done || res.destroyed) break
      if (clock.seconds < 1) {
        clock.push(value)
        if (clock.seconds >= 1) onSecond()
      }
      if (!res.write(value)) await once(res, 'drain')
    }
  } finally {
    res.end()
    await reader.cancel().catch(() => undefined)
  }
}

/** Each path's times, `runs` times per path, paths in turn. */
export async function filmFirstFrames(
  browser: Browser,
  transcoder: LocalTranscoder,
  paths: FilmPath[],
  runs: number,
): Promise<Map<string, FilmTimes>> {
  const times = new Map<string, FilmTimes>(
    paths.map((path) => [path.name, { frame: [], firstByte: [], firstSecond: [] }]),
  )
  let counting = false
  const server = createServer((req, res) => {
    const path = paths.find((candidate) => `/${candidate.name}` === req.url)
    if (!path?.recipe) return void res.writeHead(200).end('<!doctype html><title>bench</title>')
    const arrived = performance.now()
    const noted = counting ? times.get(path.name)! : null
    const leave = new AbortController()
    res.once('close', () => leave.abort())
    transcoder
      .stream(path.source, path.recipe, { startSeconds: 0, userId: 'film', signal: leave.signal })
      .then((started) => {
        if (!started.ok) return void res.writeHead(429).end()
        noted?.firstByte.push(performance.now() - arrived)
        res.writeHead(200, { 'content-type': 'video/mp4', 'accept-ranges': 'none' })
        return pump(started.stream.body, res, () =>
          noted?.firstSecond.push(performance.now() - arrived),
        )
      })
      .catch(() => res.destroy())
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const page = await benchPage(browser, origin, '/')
  // A fresh address for every play of the file: Chromium keeps a played file's bytes in memory and
  // reads them from there next time (metadata in ~7 ms instead of ~20), which a user opening a
  // title never gets. The provider ignores the query.
  let plays = 0
  const urlOf = (path: FilmPath) =>
    path.recipe ? `${origin}/${path.name}` : `${path.source.url.href}?play=${(plays += 1)}`
  const measure = (path: FilmPath) =>
    path.mse
      ? page.evaluate(mseUntilFirstFrame, { src: urlOf(path) })
      : firstFrame(page, urlOf(path))
  const idle = async () => {
    while (transcoder.running() > 0) await new Promise((resolve) => setTimeout(resolve, 20))
  }
  try {
    for (const path of paths) await measure(path).then(idle)
    counting = true
    for (let run = 0; run < runs; run += 1)
      for (const path of paths) {
        times.get(path.name)!.frame.push(await measure(path))
        await idle()
      }
    return times
  } finally {
    await page.context().close()
    server.closeAllConnections()
    await new Promise<void>((resolve) => server.close(() => resolve()))
  }
}
