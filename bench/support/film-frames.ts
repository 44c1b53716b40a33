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

// Time to first frame of the transcoder's output straight into Chromium (no app, no probe): what a
// film at 25 fps gives, beside the demo's 5 fps titles. Chromium reads about 20 video frames of a
// fragmented MP4 whose moov carries no frame rate before it reports metadata: 0.8 s of a film, but
// 4 s of a demo title, which a transcode must make first.

export interface FilmPath {
  name: string
  source: FeedSource
  /** null: the provider's file as it is (the direct path). */
  recipe: StreamRecipe | null
}

/** The stream to the response, at the response's pace; ends with it. */
async function pump(body: ReadableStream<Uint8Array>, res: ServerResponse) {
  const reader = body.getReader()
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done || res.destroyed) break
      if (!res.write(value)) await once(res, 'drain')
    }
  } finally {
    res.end()
    await reader.cancel().catch(() => undefined)
  }
}

/** ms from `src` set to the first frame, `runs` times per path, paths in turn. */
export async function filmFirstFrames(
  browser: Browser,
  transcoder: LocalTranscoder,
  paths: FilmPath[],
  runs: number,
): Promise<Map<string, number[]>> {
  const server = createServer((req, res) => {
    const path = paths.find((candidate) => `/${candidate.name}` === req.url)
    if (!path?.recipe) return void res.writeHead(200).end('<!doctype html><title>bench</title>')
    const leave = new AbortController()
    res.once('close', () => leave.abort())
    transcoder
      .stream(path.source, path.recipe, { startSeconds: 0, userId: 'film', signal: leave.signal })
      .then((started) => {
        if (!started.ok) return void res.writeHead(429).end()
        res.writeHead(200, { 'content-type': 'video/mp4', 'accept-ranges': 'none' })
        return pump(started.stream.body, res)
      })
      .catch(() => res.destroy())
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const page = await benchPage(browser, origin, '/')
  const urlOf = (path: FilmPath) => (path.recipe ? `${origin}/${path.name}` : path.source.url.href)
  const times = new Map(paths.map((path) => [path.name, [] as number[]]))
  const idle = async () => {
    while (transcoder.running() > 0) await new Promise((resolve) => setTimeout(resolve, 20))
  }
  try {
    for (const path of paths) await firstFrame(page, urlOf(path)).then(idle)
    for (let run = 0; run < runs; run += 1)
      for (const path of paths) {
        times.get(path.name)!.push(await firstFrame(page, urlOf(path)))
        await idle()
      }
    return times
  } finally {
    await page.context().close()
    server.closeAllConnections()
    await new Promise<void>((resolve) => server.close(() => resolve()))
  }
}
