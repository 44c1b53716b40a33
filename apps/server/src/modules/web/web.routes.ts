import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { extname, join } from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import type { Context, Hono } from 'hono'

const IMMUTABLE = 'public, max-age=31536000, immutable'
// The shell and the service worker must be revalidated, or a deploy never reaches the browser.
const ALWAYS_REVALIDATE = new Set(['index.html', 'sw.js', 'manifest.webmanifest'])

/** Serves the built web app from `webDist`, with the SPA fallback to index.html for app routes. */
export function mountWebApp(app: Hono, webDist: string): void {
  app.use(
    '*',
    serveStatic({
      root: webDist,
      onFound: (path, c) => setCacheHeader(c, path),
    }),
  )
  const indexPath = join(webDist, 'index.html')
  app.on(['GET', 'HEAD'], '*', async (c) => {
    if (!wantsAppShell(c)) return c.text('Not found', 404)
    if (!existsSync(indexPath)) {
      return c.text(
        'The web app is not built yet: run `npm run build` at the repository root.',
        503,
      )
    }
    c.header('Cache-Control', 'no-cache')
    return c.html(await readFile(indexPath, 'utf8'))
  })
}

function setCacheHeader(c: Context, path: string): void {
  const name = path.split(/[\\/]/).pop() ?? ''
  if (c.req.path.startsWith('/assets/')) c.header('Cache-Control', IMMUTABLE)
  else if (ALWAYS_REVALIDATE.has(name)) c.header('Cache-Control', 'no-cache')
}

// A missing /assets/x.js must stay a 404 (a script answered with HTML breaks loudly), but app routes
// may contain dots (a category name), so browser navigations always get the shell.
function wantsAppShell(c: Context): boolean {
  if (c.req.path.startsWith('/assets/')) return false
  if (c.req.header('accept')?.includes('text/html')) return true
  return extname(c.req.path) === ''
}
