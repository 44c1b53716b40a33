import type { RunningServer } from '../../src/index'
import { browserClient } from './http-client'

export type Browser = ReturnType<typeof browserClient>

/** The password of every account the server tests create. */
export const TEST_PASSWORD = 'Senha#Forte1'

/**
 * A signed-in browser for a fresh account. The confirmation e-mail is covered by the auth tests;
 * here the address is marked confirmed in the database directly.
 */
export async function signedInBrowser(
  server: Pick<RunningServer, 'url' | 'db'>,
  email: string,
): Promise<Browser> {
  const browser = browserClient(server.url)
  const password = TEST_PASSWORD
  const signUp = await browser.post('/api/auth/sign-up/email', { email, password, name: '' })
  if (signUp.status !== 200) throw new Error(`sign-up answered ${signUp.status}`)
  await server.db
    .updateTable('user')
    .set({ emailVerified: true })
    .where('email', '=', email.toLowerCase())
    .execute()
  const signIn = await browser.post('/api/auth/sign-in/email', { email, password })
  if (signIn.status !== 200) throw new Error(`sign-in answered ${signIn.status}`)
  return browser
}
