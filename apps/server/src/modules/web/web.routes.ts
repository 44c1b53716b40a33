import { extname, join } from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import { getSessionCookie } from 'better-auth/cookies'
import type { Context, Hono } from 'hono'
import { sendStaticFile } from './precompressed'
import { sendSignedInShell } from './signed-in-shell'

const IMMUTABLE = 'public, max-age=31536000, immutable'
// The shell and the service worker must be revalidated, or a deploy never reaches the browser.
const ALWAYS_REVALIDATE = new Set(['index.html', 'sw.js', 'manifest.webmanifest'])
// Paths the precompressed handler leaves to serveStatic, whose decoding and traversal checks
// cover them: escapes, dot segments, backslashes, doubled slashes.
const UNUSUAL_PATH = /%|\\|\/\/|(?:^|\/)\.\.?(?:\/|$)/
/**
 * The shell for a browser that carries a session: index.html plus low-priority preloads of the
 * frame's and home's scripts, which a signed-in load runs next (apps/web/signed-in-shell.config.ts),
 * and the first answers its page asks for (first-answers.ts), made for that session. A stale
 * cookie costs a few unused preloads, never data.
 */
const SIGNED_IN_SHELL = 'index.signed-in.html'

/**
 * Serves the built web app from `webDist`, with the SPA fallback to index.html for app routes.
 * Text files go out precompressed (brotli or gzip, written by the web build) when the client
 * accepts it; a Range request, or an unusual path, gets serveStatic's plain answer.
 */
export function mountWebApp(app: Hono, webDist: string): void {
  const indexPath = join(webDist, 'index.html')
  const signedInPath = join(webDist, SIGNED_IN_SHELL)
  const sendShell = async (c: Context) => {
    // Which shell depends on the cookie: a shared cache must not hand one to the other.
    c.header('Vary', 'Cookie')
    return (
      (getSessionCookie(c.req.raw.headers) && (await sendSignedInShell(app, c, signedInPath))) ||
      (await sendStaticFile(c, indexPath, 'no-cache'))
    )
  }
  app.on(['GET', 'HEAD'], '*', async (c, next) => {
    if (c.req.header('range') || UNUSUAL_PATH.test(c.req.path)) return next()
    if (c.req.path === '/') return (await sendShell(c)) ?? next()
    const relative = c.req.path.endsWith('/') ? `${c.req.path}index.html` : c.req.path
    const sent = await sendStaticFile(c, join(webDist, relative), cacheControlFor(c.req.path))
    return sent ?? next()
  })
  app.use(
    '*',
    serveStatic({
      root: webDist,
      onFound: (_path, c) => {
        const cacheControl = cacheControlFor(c.req.path)
        if (cacheControl) c.header('Cache-Control', cacheControl)
      },
    }),
  )
  app.on(['GET', 'HEAD'], '*', async (c) => {
    if (!wantsAppShell(c)) return c.text('Not found', 404)
    return (
      (await sendShell(c)) ??
      c.text('The web app is not built yet: run `npm run build` at the repository root.', 503)
    )
  })
}

function cacheControlFor(path: string): string | undefined {
  if (path.startsWith('/assets/')) return IMMUTABLE
  const name = path.endsWith('/') ? 'index.html' : (path.split('/').pop() ?? '')
  return ALWAYS_REVALIDATE.has(name) ? 'no-cache' : undefined
}

// A missing /assets/x.js must stay a 404 (a script answered with HTML breaks loudly), but app routes
// may contain dots (a category name), so browser navigations always get the shell.
function wantsAppShell(c: Context): boolean {
  if (c.req.path.startsWith('/assets/')) return false
  if (c.req.header('accept')?.includes('text/html')) return true
  return extname(c.req.path) === ''
}
