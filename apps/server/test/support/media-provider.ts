import { readFile } from 'node:fs/promises'
import { basename } from 'node:path'
import type { ServerResponse } from 'node:http'
import { createGuardedDispatcher } from '../../src/modules/provider/net-guard'
import type { UpstreamDeps } from '../../src/modules/media/media-upstream'
import type { FeedSource } from '../../src/modules/transcode/transcode.types'
import { startFixture, type FixtureServer } from './fixture-server'

// A provider serving real media files for the transcoder's tests, under a path that holds a user
// name and password (they must never reach an ffmpeg command line), with the faults a panel has:
// a body that stalls or ends half way, no answer at all, a web page instead of media, a redirect
// to where the SSRF guard forbids, an HLS playlist, a film sent whole as octet-stream whatever
// the Range asked, and one whose refusal of a Range past its end does not say its size.

export const PROVIDER_USER = 'user'
export const PROVIDER_PASSWORD = 's3cret'
const CREDENTIALS = `${PROVIDER_USER}/${PROVIDER_PASSWORD}`

export type Mode =
  | 'movie'
  | 'terse'
  | 'octet'
  | 'live'
  | 'stall'
  | 'cut'
  | 'silent'
  | 'html'
  | 'away'
  | 'hls'
  /** The first answer for a file drops its connection halfway; later ones serve ranges. */
  | 'drop-once'
  /** The first answer for a file goes silent halfway; later ones serve ranges. */
  | 'mute-once'

export interface MediaProvider {
  server: FixtureServer
  upstream: UpstreamDeps
  /** The provider address of `file` served in `mode`, as a FeedSource. */
  source(mode: Mode, file: string): FeedSource
  /** Requests whose response is still open. */
  open(): number
  /** Every request so far: its mode, file and Range header. */
  requests(): Array<{ mode: string; name: string; range: string | null }>
  close(): Promise<void>
}

const TYPES: Record<string, string> = {
  mkv: 'video/x-matroska',
  mp4: 'video/mp4',
  ts: 'video/mp2t',
  avi: 'video/x-msvideo',
}

function range(header: string | undefined, size: number): [number, number] | null {
  const found = /^bytes=(\d*)-(\d*)$/.exec(header ?? '')
  if (!found || (found[1] === '' && found[2] === '')) return null
  if (found[1] === '') return [Math.max(0, size - Number(found[2])), size - 1]
  return [Number(found[1]), found[2] === '' ? size - 1 : Math.min(size - 1, Number(found[2]))]
}

async function sendFile(
  res: ServerResponse,
  bytes: Buffer,
  type: string,
  rangeHeader?: string,
  { terse = false } = {},
) {
  const wanted = range(rangeHeader, bytes.length)
  if (wanted && wanted[0] >= bytes.length) {
    res.writeHead(416, terse ? {} : { 'content-range': `bytes */${bytes.length}` })
    return void res.end()
  }
  const [from, to] = wanted ?? [0, bytes.length - 1]
  res.writeHead(wanted ? 206 : 200, {
    'content-type': type,
    'content-length': String(to - from + 1),
    'accept-ranges': 'bytes',
    ...(wanted ? { 'content-range': `bytes ${from}-${to}/${bytes.length}` } : {}),
  })
  res.end(bytes.subarray(from, to + 1))
}

export async function startMediaProvider(files: string[]): Promise<MediaProvider> {
  const bytes = new Map<string, Buffer>()
  for (const file of files) bytes.set(basename(file), await readFile(file))
  let open = 0
  const seen: Array<{ mode: string; name: string; range: string | null }> = []
  const victim = await startFixture((_req, res) => void res.end('private'))
  const server = await startFixture(async (req, res, url) => {
    open += 1
    res.once('close', () => (open -= 1))
    const [, mode = '', user, password, name = ''] = url.pathname.split('/')
    const once = seen.every((request) => request.mode !== mode || request.name !== name)
    seen.push({ mode, name, range: req.headers.range ?? null })
    const body = bytes.get(name)
    if (`${user}/${password}` !== CREDENTIALS || !body) return void res.writeHead(404).end()
    const type = TYPES[name.split('.').pop() ?? ''] ?? 'application/octet-stream'
    const half = body.subarray(0, Math.floor(body.length / 2))
    switch (mode as Mode) {
      case 'movie':
        return sendFile(res, body, type, req.headers.range)
      case 'terse':
        return sendFile(res, body, type, req.headers.range, { terse: true })
      case 'octet':
        res.writeHead(200, {
          'content-type': 'application/octet-stream',
          'content-length': String(body.length),
        })
        return void res.end(body)
      case 'live':
        res.writeHead(200, { 'content-type': type })
        return void res.end(body)
      case 'stall':
        res.writeHead(200, { 'content-type': type, 'content-length': String(body.length) })
        return void res.write(half)
      case 'cut':
        res.writeHead(200, { 'content-type': type, 'content-length': String(body.length) })
        return void res.write(half, () => res.destroy())
      case 'silent':
        return
      case 'drop-once':
      case 'mute-once':
        if (!once) return sendFile(res, body, type, req.headers.range)
        res.writeHead(200, {
          'content-type': type,
          'content-length': String(body.length),
          'accept-ranges': 'bytes',
        })
        return void res.write(half, () => (mode === 'drop-once' ? res.destroy() : undefined))
      case 'html':
        res.writeHead(200, { 'content-type': 'text/html' })
        return void res.end('<!doctype html><title>Painel</title><p>Conta expirada</p>')
      case 'away':
        res.writeHead(302, { location: `${victim.origin}/private` })
        return void res.end()
      case 'hls':
        if (url.searchParams.has('segment')) return sendFile(res, body, 'video/mp2t')
        res.writeHead(200, { 'content-type': 'application/vnd.apple.mpegurl' })
        return void res.end(
          '#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-TARGETDURATION:3\n#EXT-X-MEDIA-SEQUENCE:0\n' +
            `#EXTINF:3.0,\n${name}?segment=1\n#EXT-X-ENDLIST\n`,
        )
    }
    res.writeHead(404).end()
  })
  const host = `127.0.0.1:${server.port}`
  const policy = { allowHosts: [host] }
  const dispatcher = createGuardedDispatcher(policy)
  return {
    server,
    upstream: { policy, dispatcher, userAgent: 'myflix-test' },
    source: (mode, file) => ({
      url: new URL(`${server.origin}/${mode}/${CREDENTIALS}/${basename(file)}`),
      allowedHosts: [host],
    }),
    open: () => open,
    requests: () => [...seen],
    async close() {
      await dispatcher.destroy()
      await Promise.all([server.close(), victim.close()])
    },
  }
}
