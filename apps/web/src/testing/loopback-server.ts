// A real HTTP server on 127.0.0.1 for jsdom tests. The web tsconfig has no Node types, so node:http
// is imported by a non-literal specifier and typed by the little it is used for.
interface NodeRequest {
  url?: string
  method?: string
  on(event: 'data' | 'end', listener: (chunk?: Uint8Array) => void): void
}
interface NodeResponse {
  writeHead(status: number, headers: Record<string, string>): void
  end(body: string): void
}
interface NodeServer {
  listen(port: number, host: string, done: () => void): void
  address(): { port: number }
  close(done: () => void): void
  closeAllConnections(): void
}
type NodeHttp = { createServer(handler: (req: NodeRequest, res: NodeResponse) => void): NodeServer }

export interface LoopbackAnswer {
  status: number
  body: unknown
  /** Sends `body` (a string) as it is, with this Content-Type; JSON when absent. */
  type?: string
  headers?: Record<string, string>
}

/** Answers a request, at once or later (a promise). */
export type LoopbackHandler = (request: {
  method: string
  url: URL
  body: unknown
}) => LoopbackAnswer | Promise<LoopbackAnswer>

export interface LoopbackServer {
  /** Every request as `METHOD /path?query`, in order. */
  requests: string[]
  /** Stops listening: later requests fail as they do with no network. */
  stop(): Promise<void>
  /** Stops (if still up) and gives the global fetch back. */
  close(): Promise<void>
}

/** Starts the server and routes the page's own fetches (relative, or on its origin) to it. */
export async function startLoopbackServer(handler: LoopbackHandler): Promise<LoopbackServer> {
  const specifier = 'node:http'
  const http = (await import(/* @vite-ignore */ specifier)) as NodeHttp
  const requests: string[] = []
  const decoder = new TextDecoder()
  const server = http.createServer((req, res) => {
    let raw = ''
    req.on('data', (chunk) => (raw += decoder.decode(chunk, { stream: true })))
    req.on('end', async () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1')
      const method = req.method ?? 'GET'
      requests.push(`${method} ${url.pathname}${url.search}`)
      const { status, body, type, headers } = await handler({
        method,
        url,
        body: raw ? JSON.parse(raw) : undefined,
      })
      res.writeHead(status, { ...headers, 'Content-Type': type ?? 'application/json' })
      res.end(type ? String(body) : JSON.stringify(body))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const base = `http://127.0.0.1:${server.address().port}`
  const realFetch = globalThis.fetch
  // The auth client asks for absolute URLs on the page's origin; those come here too.
  const origin = window.location.origin
  const local = (input: string) =>
    input.startsWith('/') ? `${base}${input}` : `${base}${input.slice(origin.length)}`
  globalThis.fetch = (input, init) => {
    const url = input instanceof URL ? input.href : input
    const ours = typeof url === 'string' && (url.startsWith('/') || url.startsWith(`${origin}/`))
    return realFetch(ours ? local(url) : input, init)
  }
  let running = true
  const stop = () =>
    new Promise<void>((resolve) => {
      if (!running) return resolve()
      running = false
      server.closeAllConnections()
      server.close(() => resolve())
    })
  return {
    requests,
    stop,
    close: async () => {
      await stop()
      globalThis.fetch = realFetch
    },
  }
}
