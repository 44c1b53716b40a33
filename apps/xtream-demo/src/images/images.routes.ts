import type { Hono } from 'hono'
import type { ScaleName } from '../catalogue/categories'
import { SCALE_NAMES } from '../catalogue/categories'
import type { CatalogueView } from '../catalogue/catalogue'
import type { ImageKind } from '../panel/url-context'
import { HANGING_IMAGES, IMAGE_KINDS } from '../panel/url-context'
import { posterSvg } from './poster-svg'

function titleOf(view: CatalogueView, kind: ImageKind, id: number): string | undefined {
  switch (kind) {
    case 'movie':
    case 'movie-backdrop':
      return view.findMovie(id)?.title
    case 'series':
    case 'series-backdrop':
      return view.findSeries(id)?.series.title
    case 'channel':
      return view.findChannel(id)?.name
    case 'episode':
      return view.findEpisode(id)?.title
  }
}

export function registerImages(app: Hono, view: (scale: ScaleName) => CatalogueView): void {
  // A dead poster link as seen in the wild: the connection opens and nothing ever comes back.
  // Held until the client gives up (its abort ends the wait), so nothing leaks.
  app.get(`/${HANGING_IMAGES}/*`, async (c) => {
    const signal = c.req.raw.signal
    if (!signal.aborted)
      await new Promise((resolve) => signal.addEventListener('abort', resolve, { once: true }))
    return c.body(null, 504)
  })
  app.get('/images/:scale/:kind/:file', (c) => {
    const scale = SCALE_NAMES.find((name) => name === c.req.param('scale'))
    const kind = c.req.param('kind') as ImageKind
    const match = /^(\d+)\.svg$/.exec(c.req.param('file'))
    if (!scale || !IMAGE_KINDS.includes(kind) || !match) {
      return c.notFound()
    }
    const id = Number(match[1])
    const title = titleOf(view(scale), kind, id)
    if (title === undefined) return c.notFound()
    return c.body(posterSvg(kind, id, title), 200, {
      'content-type': 'image/svg+xml; charset=utf-8',
      'cache-control': 'public, max-age=86400',
      'access-control-allow-origin': '*',
    })
  })
}
