import { request } from 'node:http'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDatabase, startServer, type DatabaseHandle, type RunningServer } from '../src/index'
import { captureLogs } from './support/log-capture'

const SCRIPT = `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `título ${i}`))}\n`
const STYLE = `.poster{aspect-ratio:2/3}\n`.repeat(100)
const SHELL = `<!doctype html><html lang="pt-BR"><title>myflix</title>${'<!-- shell -->'.repeat(60)}</html>`

type RawAnswer = {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: Buffer
}

/** A GET with node:http, which (unlike fetch) hands back the bytes as sent, not decompressed. */
function rawGet(url: URL, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<RawAnswer>((resolve, reject) => {
    const req = request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      )
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end()
  })
}

const decode = (answer: RawAnswer) => {
  const encoding = answer.headers['content-encoding']
  if (encoding === 'br') return brotliDecompressSync(answer.body)
  if (encoding === 'gzip') return gunzipSync(answer.body)
  return answer.body
}

describe('web app: precompressed static files', () => {
  let dir: string
  let database: DatabaseHandle
  let server: RunningServer
  const { logger } = captureLogs()

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'myflix-compression-'))
    const dist = join(dir, 'dist')
    await mkdir(join(dist, 'assets'), { recursive: true })
    // What apps/web's build writes: each text file, and its .br and .gz beside it.
    const files: Record<string, string> = {
      'assets/index-abc123.js': SCRIPT,
      'assets/index-abc123.css': STYLE,
      'index.html': SHELL,
    }
    for (const [name, text] of Object.entries(files)) {
      await writeFile(join(dist, name), text)
      await writeFile(join(dist, `${name}.br`), brotliCompressSync(text))
      await writeFile(join(dist, `${name}.gz`), gzipSync(text))
    }
    await writeFile(join(dist, 'assets', 'plain-1.js'), 'console.log(1)')
    database = await createDatabase({ databaseUrl: 'memory://', dataDir: dir })
    server = await startServer({
      database,
      logger,
      env: { PORT: '0', DATA_DIR: join(dir, 'data'), WEB_DIST: dist },
    })
  })
  afterAll(async () => {
    await server?.close()
    await database?.db.destroy().catch(() => {})
    await rm(dir, { recursive: true, force: true })
  })

  const get = (path: string, acceptEncoding?: string, method = 'GET') =>
    rawGet(
      new URL(path, server.url),
      acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
      method,
    )

  const cases = [
    { path: '/assets/index-abc123.js', text: SCRIPT, type: 'text/javascript; charset=utf-8' },
    { path: '/assets/index-abc123.css', text: STYLE, type: 'text/css; charset=utf-8' },
  ]

  it.each(cases)(
    'sends $path by Accept-Encoding: br, gzip, or identity',
    async ({ path, text, type }) => {
      for (const [accept, expected] of [
        ['gzip, deflate, br, zstd', 'br'],
        ['gzip, deflate', 'gzip'],
        ['br;q=0.5, gzip;q=0.8', 'gzip'],
        ['br;q=0, gzip;q=0', undefined],
        [undefined, undefined],
        ['identity', undefined],
      ] as const) {
        const answer = await get(path, accept)
        expect(answer.status, `${accept}`).toBe(200)
        expect(answer.headers['content-encoding'], `${accept}`).toBe(expected)
        expect(answer.headers['content-type']).toBe(type)
        expect(answer.headers.vary).toBe('Accept-Encoding')
        expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable')
        expect(Number(answer.headers['content-length'])).toBe(answer.body.length)
        expect(decode(answer).toString()).toBe(text)
      }
      const compressed = await get(path, 'br')
      expect(compressed.body.length).toBeLessThan(Buffer.byteLength(text))
    },
  )

  it('sends the app shell compressed on every app route, revalidated', async () => {
    for (const path of ['/', '/login', '/index.html', '/details/movie/12']) {
      const answer = await get(path, 'gzip, br')
      expect(answer.headers['content-encoding'], path).toBe('br')
      expect(answer.headers['content-type'], path).toBe('text/html; charset=utf-8')
      expect(answer.headers['cache-control'], path).toBe('no-cache')
      // The shell of an app route depends on the session cookie too (index.signed-in.html).
      expect(answer.headers.vary, path).toBe(
        path === '/index.html' ? 'Accept-Encoding' : 'Cookie, Accept-Encoding',
      )
      expect(decode(answer).toString(), path).toBe(SHELL)
    }
    const identity = await get('/login')
    expect(identity.headers['content-encoding']).toBeUndefined()
    expect(identity.body.toString()).toBe(SHELL)
  })

  it('answers HEAD with the variant length and no body', async () => {
    const head = await get('/assets/index-abc123.js', 'br', 'HEAD')
    const full = await get('/assets/index-abc123.js', 'br')
    expect(head.headers['content-encoding']).toBe('br')
    expect(head.headers['content-length']).toBe(String(full.body.length))
    expect(head.body.length).toBe(0)
  })

  it('sends a file without variants as it is, and a missing asset stays a 404', async () => {
    const plain = await get('/assets/plain-1.js', 'br, gzip')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.headers.vary).toBeUndefined()
    expect(plain.body.toString()).toBe('console.log(1)')
    expect((await get('/assets/missing-1.js', 'br')).status).toBe(404)
  })

  it('does not compress API answers of media or images (no variants there)', async () => {
    const health = await get('/api/health', 'br, gzip')
    expect(health.headers['content-encoding']).toBeUndefined()
  })
})
