import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'

const PASSWORD = 'Senha#Forte1'

/** Signs up, confirms through the outbox e-mail (no SMTP in the bench), signs in; the cookie. */
export async function signIn(
  origin: string,
  dataDir: string,
  email = 'bench@example.com',
): Promise<string> {
  const post = (path: string, body: unknown) =>
    fetch(origin + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify(body),
    })
  await post('/api/auth/sign-up/email', { email, password: PASSWORD, name: '' })
  const outbox = join(dataDir, 'outbox')
  let link: string | undefined
  for (let tries = 0; !link && tries < 100; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100))
    const files = await readdir(outbox).catch(() => [])
    // The outbox writes a hidden `.partial` file and renames it once complete.
    for (const file of files.filter((name) => !name.startsWith('.'))) {
      const mail = JSON.parse(await readFile(join(outbox, file), 'utf8')) as { text: string }
      link ??= /https?:\/\/\S+/.exec(mail.text)?.[0]
    }
  }
  if (!link) throw new Error('no confirmation e-mail in the outbox')
  await fetch(link, { redirect: 'manual' })
  const signedIn = await post('/api/auth/sign-in/email', { email, password: PASSWORD })
  if (!signedIn.ok) throw new Error(`sign-in: ${signedIn.status}`)
  return signedIn.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ')
}
