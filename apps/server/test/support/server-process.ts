import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtemp, readFile, readdir } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { REPO_ROOT } from '../../src/config/env'
import { TEST_PASSWORD, type Browser } from './accounts'
import { freePort } from './free-port'
import { browserClient } from './http-client'

/**
 * Where a server process will run: a free loopback port, a DATA_DIR of its own (the caller removes
 * it) and the environment naming both, without the demo provider and with sign-in limits out of the
 * way; `extra` adds to it (DATABASE_URL, PROVIDER_ALLOW_HOSTS).
 */
export async function serverProcessPlace(prefix: string, extra: Record<string, string> = {}) {
  const dataDir = await mkdtemp(join(tmpdir(), prefix))
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const env: Record<string, string> = {
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
    DEMO_PROVIDER: 'false',
    AUTH_RATE_LIMIT_MAX: '1000',
    LOG_LEVEL: 'error',
    ...extra,
  }
  return { dataDir, url, env }
}

/**
 * The server's entry (its sources, as `npm run dev` runs them) in a process of its own, answering
 * /api/health: a test can then kill it, or read its memory from /proc.
 */
export async function startServerProcess(
  env: Record<string, string>,
  url: string,
): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  for (let tries = 0; tries < 300; tries += 1) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`)
    const health = await fetch(`${url}/api/health`).catch(() => null)
    if (health?.ok) return child
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error('the server did not start')
}

type MailFile = { to: string; text: string }

/** The link of the first mail to `email` the server wrote to `outbox`, once it is there. */
async function mailedLink(outbox: string, email: string): Promise<URL> {
  for (let tries = 0; tries < 200; tries += 1) {
    const files = await readdir(outbox).catch(() => [])
    for (const file of files.filter((name) => name.endsWith('.json'))) {
      const mail = JSON.parse(await readFile(join(outbox, file), 'utf8')) as MailFile
      const found = mail.to === email ? /https?:\/\/\S+/.exec(mail.text) : null
      if (found) return new URL(found[0])
    }
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  throw new Error(`no mail to ${email} in ${outbox}`)
}

/**
 * A signed-in browser on a server process that has no SMTP_URL: the confirmation link is read from
 * the mail it wrote to DATA_DIR/outbox (its database is not the test's to mark the address).
 */
export async function signedInThroughOutbox(
  url: string,
  dataDir: string,
  email: string,
): Promise<Browser> {
  const browser = browserClient(url)
  const password = TEST_PASSWORD
  const signUp = await browser.post('/api/auth/sign-up/email', { email, password, name: '' })
  if (signUp.status !== 200) throw new Error(`sign-up answered ${signUp.status}`)
  const link = await mailedLink(join(dataDir, 'outbox'), email)
  const confirm = await browser.request(link.pathname + link.search)
  if (confirm.status !== 302) throw new Error(`confirmation answered ${confirm.status}`)
  const signIn = await browser.post('/api/auth/sign-in/email', { email, password })
  if (signIn.status !== 200) throw new Error(`sign-in answered ${signIn.status}`)
  return browser
}

/** Whether no process has this pid any more (signal 0 only asks). */
export const isGone = (pid: number) => {
  try {
    process.kill(pid, 0)
    return false
  } catch {
    return true
  }
}
