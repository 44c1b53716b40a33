import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import { pipeline } from 'node:stream/promises'
import type { Logger } from '../../lib/logger'
import {
  declaresPlaylist,
  mightBePlaylist,
  rewritePlaylist,
  startsLikePlaylist,
} from '../media/hls-playlist'
import { BodySource, asProviderError, header, openUpstream } from '../media/media-upstream'
import type { UpstreamAnswer, UpstreamDeps } from '../media/media-upstream'
import { PLAYLIST_MAX_BYTES } from '../media/stream-proxy'
import { endOfResource, resourceSize } from './feed-ranges'
import { resumableSpan, resumingBody, type ResumeDeps } from './feed-resume'
import type { FeedSource } from './transcode.types'

// ffmpeg's input: an HTTP server on loopback that answers for a provider stream under a random,
// short-lived name. ffmpeg's command line then holds `http://127.0.0.1:<port>/feed/<id>.mkv`, never
// the provider's address or password, and every byte it reads passed the SSRF guard (each redirect
// hop too), exactly as through the stream proxy. A playlist is rewritten so that its segments come
// through here as well: ffmpeg never dials anything but this server.

export interface FeedHandle {
  /** What ffmpeg opens. */
  url: string
  /** Forgets the name and ends its requests to the provider. */
  close(): void
}

export interface FeedServer {
  open(source: FeedSource): Promise<FeedHandle>
  /** Feeds open now (each one is an ffmpeg's input). */
  size(): number
  close(): Promise<void>
}

export interface FeedServerDeps {
  upstream: UpstreamDeps
  logger: Logger
  /** Until the provider's status line arrives, per redirect hop. */
  headersTimeoutMs?: number
  /** Longest silence of the provider while ffmpeg waits for bytes, before asking again. */
  stallMs?: number
}

/** Addresses one playlist-fed stream may name (a live playlist names new segments every reload). */
const MAX_ADDRESSES = 2048
const ID = /^\/feed\/([A-Za-z0-9_-]{43})(?:\.[a-z0-9]{1,8})?$/
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1'])

interface Feed {
  /** Every address of this stream: the source first, then what its playlists named. */
  addresses: Map<string, FeedSource>
  /** Its playlists' URIs, by address, so a live playlist's reloads reuse the names. */
  names: Map<string, string>
  requests: Set<AbortController>
}

const newId = () => randomBytes(32).toString('base64url')

function extensionOf(url: URL, fallback: string): string {
  const found = /\.([a-z0-9]{1,8})$/i.exec(url.pathname)?.[1]?.toLowerCase()
  return found ? `.${found}` : fallback
}

export function createFeedServer({
  upstream,
  logger,
  headersTimeoutMs = 15_000,
  stallMs = 7_500,
}: FeedServerDeps): FeedServer {
  const feeds = new Map<string, Feed>()
  /** Name → the feed it belongs to. */
  const names = new Map<string, Feed>()
  const sockets = new Set<Socket>()
  /** Each address's size, as its earlier answers said; forgotten with the address. */
  const sizes = new WeakMap<FeedSource, number>()
  let listening: Promise<string> | null = null
  let base = ''
  let closeServer: () => Promise<void> = async () => undefined
  let closed = false

  function address(id: string): FeedSource | undefined {
    return names.get(id)?.addresses.get(id)
  }

  async function answer(req: IncomingMessage, res: ServerResponse) {
    if (!LOOPBACK.has(req.socket.remoteAddress ?? '')) return end(res, 403)
    if (req.method !== 'GET' && req.method !== 'HEAD') return end(res, 405)
    const id = ID.exec(req.url ?? '')?.[1]
    const feed = id ? names.get(id) : undefined
    const source = id ? address(id) : undefined
    if (!id || !feed || !source) return end(res, 404)
    if (!source.allowedHosts.includes(source.url.host)) return end(res, 403)
    const controller = new AbortController()
    feed.requests.add(controller)
    res.once('close', () => controller.abort())
    const forwarded: Record<string, string> = {}
    for (const name of ['range', 'if-range']) {
      const value = req.headers[name]
      if (typeof value === 'string') forwarded[name] = value
    }
    const open = (headers: Record<string, string>) =>
      openUpstream(
        source.url,
        {
          method: req.method === 'HEAD' ? 'HEAD' : 'GET',
          headers,
          signal: controller.signal,
          headersTimeoutMs,
          // ffmpeg stops reading while its viewer pauses; a provider gone silent while it reads is
          // caught by the relay (resumingBody) and by its own -rw_timeout.
          bodyTimeoutMs: 0,
        },
        upstream,
      )
    let upstreamAnswer: UpstreamAnswer
    try {
      upstreamAnswer = await open(forwarded)
    } catch (error) {
      feed.requests.delete(controller)
      if (controller.signal.aborted) return end(res, 502)
      const failure = asProviderError(error)
      logger.warn({ kind: failure.kind, code: failure.code }, 'transcode feed: upstream failed')
      return end(res, 502)
    }
    const resume: Omit<ResumeDeps, 'stallMs'> = {
      reopen: (from) => open({ range: `bytes=${from}-` }),
      signal: controller.signal,
      onResume: (at, attempt) =>
        logger.warn({ at, attempt }, 'transcode feed: provider answer resumed'),
    }
    try {
      await relay(req, res, feed, source, upstreamAnswer, resume)
    } finally {
      feed.requests.delete(controller)
    }
  }

  async function relay(
    req: IncomingMessage,
    res: ServerResponse,
    feed: Feed,
    source: FeedSource,
    answer: UpstreamAnswer,
    resume: Omit<ResumeDeps, 'stallMs'>,
  ) {
    const body = new BodySource(answer.body)
    const size = resourceSize(answer)
    if (size !== undefined && [200, 206].includes(answer.status)) sizes.set(source, size)
    const atEnd = answer.status === 416 ? endOfResource(req, answer, sizes.get(source)) : null
    if (atEnd !== null) {
      body.discard()
      res.writeHead(206, atEnd)
      return void res.end()
    }
    if (![200, 206, 416].includes(answer.status)) {
      body.discard()
      return end(res, answer.status === 404 || answer.status === 410 ? 404 : 502)
    }
    const type = header(answer.headers, 'content-type') ?? ''
    let playlist = declaresPlaylist(type, answer.url)
    if (!playlist && req.method === 'GET' && answer.status === 200 && mightBePlaylist(type)) {
      const first = await body.next().catch(() => null)
      if (first) body.unshift(first)
      playlist = first !== null && startsLikePlaylist(first)
    }
    if (playlist) return relayPlaylist(req, res, feed, source, answer, body)
    const headers: Record<string, string> = { 'content-type': 'application/octet-stream' }
    // What ffmpeg seeks with (an MP4's index may sit at its end).
    for (const name of ['content-length', 'accept-ranges', 'content-range']) {
      const value = header(answer.headers, name)
      if (value && !(name === 'content-range' && answer.status === 200)) headers[name] = value
    }
    res.writeHead(answer.status, headers)
    if (req.method === 'HEAD' || answer.status === 416) {
      body.discard()
      return void res.end()
    }
    // From the BodySource, not the raw body: a sniffed answer's first chunk is held there.
    const span = resumableSpan(answer)
    const bytes = span
      ? resumingBody({ body: answer.body, chunks: body.remaining() }, span, { ...resume, stallMs })
      : body.remaining()
    await pipeline(bytes, res).catch(() => body.discard())
  }

  async function relayPlaylist(
    req: IncomingMessage,
    res: ServerResponse,
    feed: Feed,
    source: FeedSource,
    answer: UpstreamAnswer,
    body: BodySource,
  ) {
    if (answer.status !== 200) {
      body.discard()
      return end(res, 502)
    }
    const headers = { 'content-type': 'application/vnd.apple.mpegurl' }
    if (req.method === 'HEAD') {
      body.discard()
      res.writeHead(200, headers)
      return void res.end()
    }
    const bytes = await body.readCapped(PLAYLIST_MAX_BYTES).catch(() => null)
    if (!bytes || !startsLikePlaylist(bytes)) return end(res, 502)
    const hosts = [...new Set([...source.allowedHosts, ...answer.chain, answer.url.host])]
    const text = rewritePlaylist(bytes.toString('utf8'), answer.url, (url, role) => {
      const known = feed.names.get(url.href)
      const id = known ?? newId()
      if (!known) remember(feed, id, { url, allowedHosts: hosts })
      return `${base}/feed/${id}${role === 'playlist' ? '.m3u8' : extensionOf(url, '.ts')}`
    })
    res.writeHead(200, headers)
    res.end(text)
  }

  function remember(feed: Feed, id: string, source: FeedSource) {
    feed.addresses.set(id, source)
    feed.names.set(source.url.href, id)
    names.set(id, feed)
    if (feed.addresses.size <= MAX_ADDRESSES) return
    // The oldest segment of a live playlist is long gone from it; never the source itself.
    const [, oldest] = feed.addresses.keys()
    if (!oldest) return
    const gone = feed.addresses.get(oldest)
    feed.addresses.delete(oldest)
    if (gone) feed.names.delete(gone.url.href)
    names.delete(oldest)
  }

  function start(): Promise<string> {
    listening ??= new Promise((resolve, reject) => {
      const server = createServer((req, res) => {
        answer(req, res).catch((error: unknown) => {
          logger.error({ err: error }, 'transcode feed: unexpected failure')
          if (!res.headersSent) end(res, 500)
          else res.destroy()
        })
      })
      server.on('connection', (socket) => {
        sockets.add(socket)
        socket.once('close', () => sockets.delete(socket))
      })
      server.once('error', reject)
      server.listen(0, '127.0.0.1', () => {
        base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
        closeServer = () => new Promise<void>((done) => server.close(() => done()))
        // Closed while it was starting: nothing may listen after close().
        if (closed) void closeServer()
        resolve(base)
      })
    })
    return listening
  }

  return {
    async open(source) {
      if (closed) throw new Error('the feed server is closed')
      await start()
      const id = newId()
      const feed: Feed = { addresses: new Map(), names: new Map(), requests: new Set() }
      feeds.set(id, feed)
      remember(feed, id, source)
      return {
        url: `${base}/feed/${id}${extensionOf(source.url, '')}`,
        close() {
          if (!feeds.delete(id)) return
          for (const name of feed.addresses.keys()) names.delete(name)
          for (const request of feed.requests) request.abort()
        },
      }
    },
    size: () => feeds.size,
    async close() {
      closed = true
      for (const feed of feeds.values()) for (const request of feed.requests) request.abort()
      feeds.clear()
      names.clear()
      for (const socket of sockets) socket.destroy()
      await closeServer()
    },
  }
}

function end(res: ServerResponse, status: number) {
  res.writeHead(status, { 'content-length': '0' })
  res.end()
}
