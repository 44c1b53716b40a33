import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'

/** Serves `fetch` (a Hono app's, say) on a free loopback port of this process. */
export async function serveLoopback(fetch: (request: Request) => Response | Promise<Response>) {
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const running = serve({ fetch, hostname: '127.0.0.1', port: 0 }, () => resolve(running))
  })
  const { port } = server.address() as AddressInfo
  return {
    /** `http://127.0.0.1:<port>` */
    base: `http://127.0.0.1:${port}`,
    /** `127.0.0.1:<port>`, for a provider allow-list. */
    host: `127.0.0.1:${port}`,
    close: () => new Promise<void>((done) => server.close(() => done())),
  }
}
