import { readFile } from 'node:fs/promises'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Context, Hono } from 'hono'
import { FIRST_ANSWERS_ELEMENT_ID, firstAnswersJson } from '@myflix/shared'
import { collectFirstAnswers } from './first-answers'
import { chooseEncoding, sendStaticFile } from './precompressed'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

// A fast level: the page is a few KB and is made for each load.
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }

/**
 * The shell for a browser that carries a session (`path`, built by the web app with its scripts'
 * preloads), with the first answers its page asks for inside. That page holds the user's data, so
 * no cache keeps it. A cookie with no session gets the file as it is. Null when the file is missing.
 */
export async function sendSignedInShell(
  app: Hono,
  c: Context,
  path: string,
): Promise<Response | null> {
  const [html, { answers, setCookies }] = await Promise.all([
    readFile(path, 'utf8').catch(() => null),
    collectFirstAnswers(app, c),
  ])
  // What the browser's own session request would have set: a refreshed expiry, or a stale cookie
  // cleared.
  for (const cookie of setCookies) c.header('Set-Cookie', cookie, { append: true })
  if (html === null) return null
  if (Object.keys(answers).length === 0) return sendStaticFile(c, path, 'no-cache')
  const element = `<script type="application/json" id="${FIRST_ANSWERS_ELEMENT_ID}">${firstAnswersJson(answers)}</script>`
  const page = Buffer.from(html.replace('</head>', `  ${element}\n</head>`))
  const encoding = chooseEncoding(c.req.header('accept-encoding'), ['br', 'gzip'])
  const body =
    encoding === 'br'
      ? await brotli(page, BROTLI_OPTIONS)
      : encoding === 'gzip'
        ? await gzipAsync(page)
        : page

  c.header('Content-Type', 'text/html; charset=utf-8')
  c.header('Cache-Control', 'private, no-store')
  c.header('Vary', 'Accept-Encoding', { append: true })
  if (encoding) c.header('Content-Encoding', encoding)
  c.header('Content-Length', String(body.length))
  if (c.req.method === 'HEAD') return c.body(null, 200)
  return c.body(new Uint8Array(body), 200)
}
