import { createServer } from 'node:http'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export type FixtureHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
) => void | Promise<void>

export type FixtureServer = {
  port: number
  origin: string
  /** TCP connections accepted, so tests can prove a refused host was never contacted. */
  connections: number
  requests: Array<{ url: URL; headers: IncomingMessage['headers'] }>
  inFlight: number
  maxInFlight: number
  close: () => Promise<void>
}

/** A real HTTP server on 127.0.0.1 and a random port, for tests only. */
export async function startFixture(handler: FixtureHandler): Promise<FixtureServer> {
  const server = createServer()
  const state: FixtureServer = {
    port: 0,
    origin: '',
    connections: 0,
    requests: [],
    inFlight: 0,
    maxInFlight: 0,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
  server.on('connection', () => {
    state.connections += 1
  })
  server.on('request', (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fixture')
    state.requests.push({ url, headers: req.headers })
    state.inFlight += 1
    state.maxInFlight = Math.max(state.maxInFlight, state.inFlight)
    res.on('close', () => {
      state.inFlight -= 1
    })
    Promise.resolve(handler(req, res, url)).catch(() => res.destroy())
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  state.port = (server.address() as AddressInfo).port
  state.origin = `http://127.0.0.1:${state.port}`
  return state
}

export function sendJson(res: ServerResponse, value: unknown, status = 200): void {
  res.writeHead(status, { 'content-type': 'application/json' })
  res.end(JSON.stringify(value))
}

export const NGINX_404 =
  '<html>\r\n<head><title>404 Not Found</title></head>\r\n<body>\r\n<center><h1>404 Not Found</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>'
