import { vi } from 'vitest'

// The web tsconfig has DOM types only, so the few node:http parts used here are described locally.
type IncomingLike = {
  method?: string
  url?: string
  on(event: string, listener: (chunk?: Uint8Array) => void): void
}
type ResponseLike = {
  writeHead(status: number, headers: Record<string, string>): void
  end(body: string): void
}
type ServerLike = {
  listen(port: number, host: string, ready: () => void): void
  address(): { port: number }
  close(done: () => void): void
}
type NodeHttp = {
  createServer(handler: (req: IncomingLike, res: ResponseLike) => void): ServerLike
}
const NODE_HTTP = 'node:http'

type Answer = { status?: number; body: unknown }
type Handler = (body: unknown) => Answer

/**
 * A real loopback HTTP server standing in for our API in component tests: each route answers what
 * the test scripts; every request is recorded. `fetch` is pointed at it for relative `/api` paths.
 */
export async function startFakeCloudApi() {
  const routes = new Map<string, Handler>()
  const requests: { route: string; body: unknown }[] = []
  const { createServer } = (await import(/* @vite-ignore */ NODE_HTTP)) as NodeHttp
  const decoder = new TextDecoder()
  const server = createServer((req, res) => {
    let raw = ''
    req.on('data', (chunk) => (raw += decoder.decode(chunk, { stream: true })))
    req.on('end', () => {
      const route = `${req.method} ${req.url}`
      const body: unknown = raw ? JSON.parse(raw) : undefined
      requests.push({ route, body })
      const answer = routes.get(route)?.(body) ?? {
        status: 404,
        body: { success: false, error: route },
      }
      res.writeHead(answer.status ?? 200, { 'Content-Type': 'application/json' })
      res.end(JSON.stringify(answer.body))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const base = `http://127.0.0.1:${server.address().port}`
  const realFetch = globalThis.fetch
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) =>
    realFetch(new URL(input, base), init),
  )

  return {
    requests,
    on(route: string, handler: Handler) {
      routes.set(route, handler)
    },
    reset() {
      routes.clear()
      requests.length = 0
    },
    close() {
      vi.unstubAllGlobals()
      return new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
