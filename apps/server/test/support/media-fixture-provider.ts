import type { ServerResponse } from 'node:http'
import { once } from 'node:events'
import { sendJson, startFixture, type FixtureServer } from './fixture-server'

// A hand-made provider for the cases the demo panel does not cover: redirects to forbidden places,
// endless live streams, very large bodies, hostile playlists and odd images. Tests only.

export const FIXTURE_USER = 'fixture-user'
export const FIXTURE_PASSWORD = 'Pw-S3cret-xyz'
const PREFIX = `/${FIXTURE_USER}/${FIXTURE_PASSWORD}`

export const SMALL_FILE = Buffer.from(Array.from({ length: 4096 }, (_, i) => i % 251))
/** A drawing with a script and an event handler: served through us, it may only ever be pixels. */
export const SCRIPTED_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="60" onload="alert(1)">' +
  '<rect width="40" height="60" fill="#c33"/><script>alert(2)</script></svg>'
/** Streams a hostile panel labels as documents and scripts, by file name. */
export const DISGUISED_STREAMS: Record<string, { type: string; body: string }> = {
  '11.mp4': { type: 'text/html', body: '<script>document.title = "pwned"</script>' },
  '12.mp4': { type: 'text/javascript', body: 'document.title = "pwned"' },
  '13.mp4': { type: 'image/svg+xml', body: SCRIPTED_SVG },
  '14.mkv': { type: 'application/xhtml+xml; charset=utf-8', body: '<html/>' },
}

/** A PNG signature followed by filler: the image proxy only reads the signature. */
export const PNG_FILE = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  SMALL_FILE.subarray(8),
])
export const BIG_SIZE = 128 * 1024 * 1024
const CHUNK = 1024 * 1024

export function tsPackets(count: number): Buffer {
  const packet = Buffer.alloc(188, 0xff)
  packet[0] = 0x47
  return Buffer.concat(Array.from({ length: count }, () => packet))
}

export interface FixtureProvider {
  server: FixtureServer
  /** Where forbidden redirects point; set before the first request. */
  victimOrigin: string
  ownServerOrigin: string
  /** Opens the gate of the big body: until then only its first chunk is sent. */
  releaseBig(): void
  /** Bytes of the big body written so far, and whether its writer waits for the socket to drain. */
  bigSent: number
  bigWaiting: boolean
  bigFinished: boolean
  liveClosed: boolean
  /** Methods the GET-only title was asked with, in order. */
  getOnlyMethods: string[]
  close(): Promise<void>
}

async function write(res: ServerResponse, chunk: Buffer): Promise<void> {
  if (!res.write(chunk)) await once(res, 'drain')
}

export async function startFixtureProvider(): Promise<FixtureProvider> {
  let release: () => void = () => undefined
  const gate = new Promise<void>((resolve) => {
    release = resolve
  })
  const state: FixtureProvider = {
    server: undefined as unknown as FixtureServer,
    victimOrigin: '',
    ownServerOrigin: '',
    releaseBig: () => release(),
    bigSent: 0,
    bigWaiting: false,
    bigFinished: false,
    liveClosed: false,
    getOnlyMethods: [],
    close: () => state.server.close(),
  }

  state.server = await startFixture(async (req, res, url) => {
    const path = url.pathname
    if (path === '/player_api.php')
      return sendJson(res, { user_info: { auth: 1, allowed_output_formats: ['ts'] } })
    if (path === `/movie${PREFIX}/1.mp4`) {
      res.writeHead(302, { location: `${state.victimOrigin}/stolen` })
      return void res.end()
    }
    if (path === `/movie${PREFIX}/2.mp4`) {
      res.writeHead(302, { location: `${state.ownServerOrigin}/api/health` })
      return void res.end()
    }
    if (path === `/movie${PREFIX}/3.mp4`) {
      res.writeHead(200, { 'content-type': 'video/mp4', 'content-length': String(BIG_SIZE) })
      const chunk = Buffer.alloc(CHUNK, 0x2a)
      const send = async () => {
        state.bigSent += chunk.length
        if (res.write(chunk)) return
        state.bigWaiting = true
        await once(res, 'drain')
        state.bigWaiting = false
      }
      await send()
      await Promise.race([gate, new Promise((resolve) => setTimeout(resolve, 15_000))])
      while (state.bigSent < BIG_SIZE && !res.destroyed) await send()
      state.bigFinished = true
      return void res.end()
    }
    if (path === `/movie${PREFIX}/5.mp4`) {
      // The quirky panel headers: Accept-Ranges 0-N and octet-stream.
      res.writeHead(200, {
        'content-type': 'application/octet-stream',
        'content-length': String(SMALL_FILE.length),
        'accept-ranges': `0-${SMALL_FILE.length}`,
      })
      return void res.end(SMALL_FILE)
    }
    if (path === `/movie${PREFIX}/6.mp4`) {
      // Panels that only know GET.
      state.getOnlyMethods.push(req.method ?? '')
      res.writeHead(req.method === 'HEAD' ? 405 : 200, {
        'content-type': 'video/mp4',
        'content-length': String(SMALL_FILE.length),
      })
      return void res.end(req.method === 'HEAD' ? undefined : SMALL_FILE)
    }
    const disguised = DISGUISED_STREAMS[path.slice(`/movie${PREFIX}/`.length)]
    if (path.startsWith(`/movie${PREFIX}/`) && disguised) {
      res.writeHead(200, { 'content-type': disguised.type })
      return void res.end(disguised.body)
    }
    if (path === `/movie${PREFIX}/9.mp4`) {
      res.writeHead(500)
      return void res.end('boom')
    }
    if (path === `/live${PREFIX}/7.ts`) {
      res.writeHead(200, { 'content-type': 'video/mp2t' })
      res.on('close', () => {
        state.liveClosed = true
      })
      const packets = tsPackets(100)
      while (!res.destroyed) {
        await write(res, packets)
        await new Promise((resolve) => setTimeout(resolve, 5))
      }
      return
    }
    if (path === `/live${PREFIX}/8.m3u8`) {
      res.writeHead(200, { 'content-type': 'text/plain' })
      return void res.end(
        [
          '#EXTM3U',
          '#EXT-X-TARGETDURATION:2',
          '#EXT-X-KEY:METHOD=AES-128,URI="keys/1.key"',
          '#EXTINF:2.0,',
          '8/100.ts',
          '#EXTINF:2.0,',
          `${state.victimOrigin}/elsewhere.ts`,
          '',
        ].join('\n'),
      )
    }
    if (path === `/live${PREFIX}/10.m3u8`) {
      res.writeHead(200, { 'content-type': 'application/vnd.apple.mpegurl' })
      return void res.end(`#EXTM3U\n${'#EXT-X-COMMENT\n'.repeat(100_000)}`)
    }
    if (path === `/live${PREFIX}/8/100.ts`) {
      res.writeHead(200, { 'content-type': 'video/mp2t' })
      return void res.end(tsPackets(20))
    }
    if (path === '/img/poster.png') {
      res.writeHead(200, { 'content-type': 'image/png', etag: '"p1"' })
      return void res.end(PNG_FILE)
    }
    if (path === '/img/labelled-octet.png') {
      res.writeHead(200, { 'content-type': 'application/octet-stream' })
      return void res.end(PNG_FILE)
    }
    if (path === '/img/script.svg' || path === '/img/svg-as.png') {
      res.writeHead(200, { 'content-type': path.endsWith('.svg') ? 'image/svg+xml' : 'image/png' })
      return void res.end(SCRIPTED_SVG)
    }
    if (path === '/img/bomb.svg') {
      res.writeHead(200, { 'content-type': 'image/svg+xml' })
      return void res.end(
        '<?xml version="1.0"?><!DOCTYPE s [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;">]>' +
          '<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"><text>&b;</text></svg>',
      )
    }
    if (path === '/img/script.js') {
      res.writeHead(200, { 'content-type': 'image/png' })
      return void res.end('document.title = "pwned"')
    }
    if (path === '/img/page.html') {
      res.writeHead(200, { 'content-type': 'text/html' })
      return void res.end('<html></html>')
    }
    if (path === '/img/huge.png') {
      res.writeHead(200, { 'content-type': 'image/png', 'content-length': String(6 * CHUNK) })
      return void res.end()
    }
    if (path === '/img/redirect.png') {
      res.writeHead(302, { location: `${state.victimOrigin}/poster.png` })
      return void res.end()
    }
    res.writeHead(404)
    res.end()
  })
  return state
}
