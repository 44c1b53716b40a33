import { createServer, type RequestListener } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'

export interface LoopbackServer {
  base: string
  /** host:port, for PROVIDER_ALLOW_HOSTS. */
  host: string
  /** Ends every open connection (a hanging body included), then stops listening. */
  close(): Promise<void>
}

/** A node:http panel on 127.0.0.1 whose close never waits for a body it left hanging. */
export async function startLoopbackServer(handler: RequestListener): Promise<LoopbackServer> {
  const sockets = new Set<Socket>()
  const server = createServer(handler)
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    base: `http://127.0.0.1:${port}`,
    host: `127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}
