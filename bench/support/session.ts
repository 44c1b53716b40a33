import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { BrowserContext } from 'playwright-core'
import { freePort, startNode, waitForHttp } from './processes'
import { signIn } from './sign-in'

/**
 * A confirmed user signed in on the production server at `origin`, with the embedded demo provider
 * saved as their cloud and its catalogue ingested: the session cookie.
 */
export async function signUp(origin: string, dataDir: string): Promise<string> {
  const cookie = await signIn(origin, dataDir, 'first-load@example.com')
  const saved = await fetch(`${origin}/api/clouds`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, cookie },
    body: JSON.stringify({
      nuvemNome: 'Demo',
      xtreamURL: `${origin}/demo-xtream`,
      xtreamUser: 'demo',
      xtreamPass: 'demo',
    }),
  })
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
  const server = startNode(process.env.BENCH_SERVER ?? 'apps/server/dist/main.mjs', {
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
