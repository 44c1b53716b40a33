import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { BrowserContext } from 'playwright-core'
import { freePort, startNode, waitForHttp } from './processes'

const PASSWORD = 'Senha#Forte1'

/**
 * A confirmed user signed in on the production server at `origin`, with the embedded demo provider
 * saved as their cloud and its catalogue ingested: the session cookie.
 */
export async function signUp(origin: string, dataDir: string): Promise<string> {
  const email = 'first-load@example.com'
  const post = (path: string, body: unknown, cookie = '') =>
    fetch(origin + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin, cookie },
      body: JSON.stringify(body),
    })
  await post('/api/auth/sign-up/email', { email, password: PASSWORD, name: '' })
  let link: string | undefined
  for (let tries = 0; !link && tries < 100; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100))
    for (const file of await readdir(join(dataDir, 'outbox')).catch(() => [])) {
      const mail = JSON.parse(await readFile(join(dataDir, 'outbox', file), 'utf8')) as {
        text: string
      }
      link ??= /https?:\/\/\S+/.exec(mail.text)?.[0]
    }
  }
  if (!link) throw new Error('no confirmation e-mail in the outbox')
  await fetch(link, { redirect: 'manual' })
  const signedIn = await post('/api/auth/sign-in/email', { email, password: PASSWORD })
  if (!signedIn.ok) throw new Error(`sign-in: ${signedIn.status}`)
  const cookie = signedIn.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ')
  const saved = await post(
    '/api/clouds',
    {
      nuvemNome: 'Demo',
      xtreamURL: `${origin}/demo-xtream`,
      xtreamUser: 'demo',
      xtreamPass: 'demo',
    },
    cookie,
  )
  if (!saved.ok) throw new Error(`POST /api/clouds: ${saved.status} ${await saved.text()}`)
  for (let tries = 0; tries < 600; tries += 1) {
    const status = (await (
      await fetch(`${origin}/api/catalog/status`, { headers: { cookie } })
    ).json()) as { data?: { state?: string } }
    if (status.data?.state === 'ready') return cookie
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error('the demo catalogue did not become ready')
}

/** The production server (`apps/server/dist`) on a free port, a fresh data folder, one user signed up. */
export async function signedInServer(label: string) {
  const dataDir = await mkdtemp(join(tmpdir(), `myflix-bench-${label}-`))
  const origin = `http://127.0.0.1:${await freePort()}`
  const server = startNode('apps/server/dist/main.mjs', {
    PORT: new URL(origin).port,
    HOST: '127.0.0.1',
    PUBLIC_URL: origin,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  })
  const stop = async () => {
    await server.stop()
    await rm(dataDir, { recursive: true, force: true })
  }
  try {
    await waitForHttp(`${origin}/api/health`, server)
    return { origin, cookie: await signUp(origin, dataDir), stop }
  } catch (error) {
    await stop()
    throw error
  }
}

/** Hands a browser context the session `cookie` header of signedInServer. */
export async function addSessionCookie(context: BrowserContext, origin: string, cookie: string) {
  await context.addCookies(
    cookie.split('; ').map((pair) => {
      const [name = '', ...value] = pair.split('=')
      return { name, value: value.join('='), url: origin }
    }),
  )
}
