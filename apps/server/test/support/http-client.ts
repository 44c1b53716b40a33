import { Agent, fetch, Headers, type RequestInit } from 'undici'

export interface ClientOptions {
  headers?: Record<string, string>
  /** Connect from this loopback address (any 127.x.y.z works on Linux) to act as another client. */
  localAddress?: string
  /** The page origin the browser claims; the server's own by default. */
  origin?: string
}

/** fetch against one server, as a browser on its origin would: sends Origin and keeps cookies. */
export function browserClient(
  baseUrl: string,
  { headers: extraHeaders = {}, localAddress, origin: claimed }: ClientOptions = {},
) {
  const cookies = new Map<string, string>()
  const origin = claimed ?? new URL(baseUrl).origin
  const dispatcher = localAddress ? new Agent({ localAddress }) : undefined

  async function request(path: string, init: RequestInit & { json?: unknown } = {}) {
    const headers = new Headers(init.headers)
    headers.set('origin', origin)
    for (const [name, value] of Object.entries(extraHeaders)) headers.set(name, value)
    if (cookies.size > 0) {
      headers.set('cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '))
    }
    let body = init.body
    if (init.json !== undefined) {
      headers.set('content-type', 'application/json')
      body = JSON.stringify(init.json)
    }
    const response = await fetch(new URL(path, baseUrl), {
      ...init,
      headers,
      body,
      redirect: 'manual',
      dispatcher,
    })
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';')
      const eq = pair.indexOf('=')
      const name = pair.slice(0, eq).trim()
      const value = pair.slice(eq + 1).trim()
      if (value === '' || /max-age=0/i.test(line)) cookies.delete(name)
      else cookies.set(name, value)
    }
    return response
  }

  return {
    request,
    post: (path: string, json: unknown = {}) => request(path, { method: 'POST', json }),
    cookieHeader: () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
  }
}
