import type { Context, Hono } from 'hono'
import type { DemoAccount } from '../accounts'
import { canUseCatalogue, findAccount } from '../accounts'
import type { ScaleName } from '../catalogue/categories'
import type { CatalogueView } from '../catalogue/catalogue'
import { nginx404, nginx503 } from '../panel/faults'
import { mountPrefix } from '../panel/url-context'
import { livePlaylist, segmentIndex, slotAt } from './hls'
import type { MediaStore, StreamKind } from './media'
import { CONTENT_TYPES, fileFor, liveSegmentsOf } from './media'
import { serveBytes } from './range'
import { signToken, verifyToken } from './tokens'

export interface StreamDeps {
  view(scale: ScaleName): CatalogueView
  nowMs(): number
  media: MediaStore
  tokenSecret: string
  tokenTtlSeconds: number
  hlsWindowSegments: number
  /** Wait before each VOD answer (DemoProviderOptions.mediaLatencyMs). */
  latencyMs(): number
}

const FILE_PATTERN = /^(\d+)(?:\.([A-Za-z0-9]+))?$/

function parseFile(file: string): { id: number; ext: string | undefined } | undefined {
  const match = FILE_PATTERN.exec(file)
  return match ? { id: Number(match[1]), ext: match[2] } : undefined
}

/** Stream URLs are refused with the nginx 404 page for bad or unusable lines, in both families. */
function streamAccount(c: Context): DemoAccount | undefined {
  const account = findAccount(c.req.param('user') ?? '')
  if (!account || account.password !== c.req.param('pass') || !canUseCatalogue(account)) {
    return undefined
  }
  return account
}

function origin(c: Context): string {
  const proto = c.req.header('x-forwarded-proto') ?? new URL(c.req.url).protocol.replace(':', '')
  return `${proto}://${c.req.header('host') ?? new URL(c.req.url).host}`
}

export function registerStreams(app: Hono, deps: StreamDeps): void {
  const nowSeconds = () => Math.floor(deps.nowMs() / 1000)
  // Every live channel "started" with the provider, an hour back so no window reaches before it.
  const liveStartedSlot = slotAt(deps.nowMs() - 60 * 60 * 1000)

  for (const vodPath of ['/movie/*', '/series/*', '/stream/*']) {
    app.use(vodPath, async (_c, next) => {
      const ms = deps.latencyMs()
      if (ms > 0) await new Promise((resolve) => setTimeout(resolve, ms))
      await next()
    })
  }

  // VOD answers 302 to an expiring tokenised URL, as panel load balancers do.
  const vod = (kind: StreamKind) => (c: Context) => {
    const account = streamAccount(c)
    const parsed = parseFile(c.req.param('file') ?? '')
    if (!account || !parsed?.ext) return nginx404()
    if (account.fault === 'streams') return nginx503()
    const view = deps.view(account.scale)
    const item = kind === 'movie' ? view.findMovie(parsed.id) : view.findEpisode(parsed.id)
    const file = item && fileFor(item, parsed.ext, kind)
    if (!file) return nginx404()
    const token = signToken(deps.tokenSecret, {
      f: file,
      x: nowSeconds() + deps.tokenTtlSeconds,
    })
    const prefix = mountPrefix(c.req.path, 4)
    // Browsers following this redirect in CORS mode (hls.js, fetch) need the header here too.
    c.header('access-control-allow-origin', '*')
    return c.redirect(`${origin(c)}${prefix}/stream/${token}/${parsed.id}.${parsed.ext}`, 302)
  }
  app.get('/movie/:user/:pass/:file', vod('movie'))
  app.get('/series/:user/:pass/:file', vod('episode'))

  app.get('/stream/:token/:name', (c) => {
    const payload = verifyToken(deps.tokenSecret, c.req.param('token'), nowSeconds())
    if (!payload) return c.text('Forbidden', 403)
    const ext = payload.f.split('.').pop() ?? ''
    return serveBytes(c.req.raw, deps.media.read(payload.f), CONTENT_TYPES[ext] ?? 'video/mp4')
  })

  const live = (c: Context, file: string) => {
    const account = streamAccount(c)
    const parsed = parseFile(file)
    if (!account || !parsed) return nginx404()
    if (account.fault === 'streams') return nginx503()
    const channel = deps.view(account.scale).findChannel(parsed.id)
    if (!channel) return nginx404()
    if (parsed.ext === 'm3u8') {
      const text = livePlaylist(parsed.id, deps.nowMs(), deps.hlsWindowSegments, liveStartedSlot)
      return c.body(text, 200, {
        'content-type': 'application/vnd.apple.mpegurl',
        'cache-control': 'no-cache',
        'access-control-allow-origin': '*',
      })
    }
    if (parsed.ext !== undefined && parsed.ext !== 'ts') return nginx404()
    return serveBytes(c.req.raw, deps.media.liveTs(liveSegmentsOf(channel)), CONTENT_TYPES.ts!)
  }
  app.get('/live/:user/:pass/:file', (c) => live(c, c.req.param('file')))
  app.get('/live/:user/:pass/:channel/:segment', (c) => {
    const account = streamAccount(c)
    const match = /^(\d+)\.ts$/.exec(c.req.param('segment'))
    const channel = account && deps.view(account.scale).findChannel(Number(c.req.param('channel')))
    if (!account || !match || !channel) return nginx404()
    if (account.fault === 'streams') return nginx503()
    const data = deps.media.segment(segmentIndex(Number(match[1])), liveSegmentsOf(channel))
    return serveBytes(c.req.raw, data, CONTENT_TYPES.ts!)
  })
  // Legacy live URL without the /live prefix; registered last so it never shadows the others.
  app.get('/:user/:pass/:file{[0-9]+(?:\\.ts)?}', (c) => live(c, c.req.param('file')))
}
