import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { Readable } from 'node:stream'
import type { Context } from 'hono'
import { getMimeType } from 'hono/utils/mime'

/** The variants the web build writes beside each text file (apps/web/precompress.config.ts). */
const VARIANTS = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const
type Encoding = (typeof VARIANTS)[number]['encoding']

/**
 * The encoding to send from those available, by the client's Accept-Encoding: the highest q
 * wins, brotli on a tie (smaller); `*` covers any not named; q=0 refuses. Null means identity.
 */
export function chooseEncoding(
  acceptEncoding: string | undefined,
  available: readonly Encoding[],
): Encoding | null {
  if (!acceptEncoding || available.length === 0) return null
  const weights = new Map<string, number>()
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';')
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='))
    const weight = q ? Number(q.slice(2)) : 1
    if (name) weights.set(name.trim(), Number.isFinite(weight) ? weight : 0)
  }
  let best: Encoding | null = null
  let bestWeight = 0
  for (const encoding of available) {
    const weight = weights.get(encoding) ?? weights.get('*') ?? 0
    if (weight > bestWeight) {
      best = encoding
      bestWeight = weight
    }
  }
  return best
}

const statFile = (path: string) =>
  stat(path).then(
    (stats) => (stats.isFile() ? stats : null),
    () => null,
  )

/**
 * Answers with the file at `path`, or its precompressed variant when the client accepts one: the
 * variant's own Content-Length, and `Vary: Accept-Encoding` on every answer of a file that has
 * variants, so a shared cache never hands brotli to a client that did not ask for it. Null when
 * the file does not exist.
 */
export async function sendStaticFile(
  c: Context,
  path: string,
  cacheControl: string | undefined,
): Promise<Response | null> {
  const original = await statFile(path)
  if (!original) return null
  const variants = (
    await Promise.all(
      VARIANTS.map(async (variant) => {
        const stats = await statFile(path + variant.suffix)
        return stats ? { ...variant, stats } : null
      }),
    )
  ).filter((variant) => variant !== null)
  const encoding = chooseEncoding(
    c.req.header('accept-encoding'),
    variants.map((variant) => variant.encoding),
  )
  const chosen = variants.find((variant) => variant.encoding === encoding)
  const file = chosen ? path + chosen.suffix : path
  const stats = chosen?.stats ?? original

  c.header('Content-Type', getMimeType(path) ?? 'application/octet-stream')
  c.header('Content-Length', String(stats.size))
  c.header('Last-Modified', original.mtime.toUTCString())
  if (cacheControl) c.header('Cache-Control', cacheControl)
  if (variants.length > 0) c.header('Vary', 'Accept-Encoding', { append: true })
  if (chosen) c.header('Content-Encoding', chosen.encoding)
  if (c.req.method === 'HEAD') return c.body(null, 200)
  return c.body(Readable.toWeb(createReadStream(file)) as ReadableStream, 200)
}
