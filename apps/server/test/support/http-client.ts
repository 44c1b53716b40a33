/** fetch against one server, as a browser on its origin would: sends Origin and keeps cookies. */
export function browserClient(baseUrl: string, extraHeaders: Record<string, string> = {}) {
  const cookies = new Map<string, string>()
  const origin = new URL(baseUrl).origin

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
