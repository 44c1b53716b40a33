import type { RunningServer } from '@myflix/server'

const PASSWORD = 'Senha#Forte1'

export interface CloudFields {
  nuvemNome: string
  xtreamURL: string
  xtreamUser: string
  xtreamPass: string
}

/**
 * A user of an in-process server (`startServer`), e-mail confirmed straight in its database,
 * signed in, with one saved cloud. `call` sends JSON (GET without a body) with the session cookie
 * and keeps any cookie the server sets; `cookie()` is the header to hand a browser or a fetch.
 */
export async function userWithCloud(server: RunningServer, email: string, cloud: CloudFields) {
  let cookie = ''
  const call = async <T = { data?: { state?: string } }>(path: string, body?: unknown) => {
    const res = await fetch(new URL(path, server.url), {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'content-type': 'application/json', origin: server.url, cookie },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const set = res.headers.getSetCookie().map((line) => line.split(';')[0])
    if (set.length > 0) cookie = set.join('; ')
    if (!res.ok) throw new Error(`${path}: ${res.status}`)
    return (await res.json()) as T
  }
  await call('/api/auth/sign-up/email', { email, password: PASSWORD, name: '' })
  await server.db
    .updateTable('user')
    .set({ emailVerified: true })
    .where('email', '=', email)
    .execute()
  await call('/api/auth/sign-in/email', { email, password: PASSWORD })
  await call('/api/clouds', cloud)
  const catalogueReady = async () => {
    for (let tries = 0; tries < 1000; tries += 1) {
      if ((await call('/api/catalog/status')).data?.state === 'ready') return
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    throw new Error('the catalogue did not become ready')
  }
  return { call, cookie: () => cookie, catalogueReady }
}
