import { serve } from '@hono/node-server'
import { Hono } from 'hono'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { DemoProviderOptions } from '../demo-provider'
import { createDemoProvider } from '../demo-provider'

export interface RunningProvider {
  /** Base URL including the mount prefix, no trailing slash. */
  base: string
  close(): Promise<void>
  api(params: Record<string, string>): Promise<Response>
}

/** Starts the provider on a random loopback port, optionally mounted under a sub-path. */
export async function startProvider(
  options: DemoProviderOptions = {},
  mountAt = '',
): Promise<RunningProvider> {
  const app = mountAt
    ? new Hono().route(mountAt, createDemoProvider(options))
    : createDemoProvider(options)
  return new Promise((resolve) => {
    const server = serve(
      { fetch: app.fetch, hostname: '127.0.0.1', port: 0 },
      (info: AddressInfo) => {
        // fetch drops idle sockets after 4 s; the server must wait longer, or on a loaded machine
        // it can close a socket just as the client reuses it (ECONNRESET).
        ;(server as Server).keepAliveTimeout = 60_000
        const base = `http://127.0.0.1:${info.port}${mountAt}`
        resolve({
          base,
          close: () => new Promise<void>((done) => server.close(() => done())),
          api: (params) => fetch(`${base}/player_api.php?${new URLSearchParams(params)}`),
        })
      },
    )
  })
}

export function login(username: string, extra: Record<string, string> = {}) {
  return { username, password: username, ...extra }
}
