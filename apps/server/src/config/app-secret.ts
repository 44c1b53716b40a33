import { randomBytes } from 'node:crypto'
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'

const FILE_NAME = 'app-secret'

/**
 * The configured secret, else the one kept in DATA_DIR/app-secret, else a new one written there (mode 0600),
 * so sessions and reset links survive restarts without the user having to invent a secret.
 */
export async function resolveAppSecret(
  dataDir: string,
  configured: string | undefined,
): Promise<string> {
  if (configured) return configured
  const path = join(dataDir, FILE_NAME)
  try {
    const stored = (await readFile(path, 'utf8')).trim()
    if (stored.length >= 32) return stored
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
  await mkdir(dataDir, { recursive: true })
  const secret = randomBytes(48).toString('base64url')
  await writeFile(path, `${secret}\n`, { mode: 0o600 })
  // writeFile's mode is ignored when the file already existed (e.g. a too-short one), so set it again.
  await chmod(path, 0o600)
  return secret
}
