import { createHmac, timingSafeEqual } from 'node:crypto'
import { MEDIA_PATHS } from '@myflix/shared'

// Images are not secret, so the URL only needs to prove we issued it: HMAC over (cloud, url), no expiry,
// so the same poster always maps to the same URL and the browser / service worker cache keeps working.

const SIG_BYTES = 16
const keys = new Map<string, Buffer>()

function imageKey(secret: string): Buffer {
  let key = keys.get(secret)
  if (!key) {
    // A purpose-bound subkey, so an image signature can never be replayed as another kind of token.
    key = createHmac('sha256', secret).update('myflix:media:image:v1').digest()
    keys.set(secret, key)
  }
  return key
}

function sign(secret: string, payload: string): string {
  return createHmac('sha256', imageKey(secret))
    .update(payload)
    .digest()
    .subarray(0, SIG_BYTES)
    .toString('base64url')
}

function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value)
    return protocol === 'http:' || protocol === 'https:'
  } catch {
    return false
  }
}

/**
 * A stable signed `/api/media/img/<token>` URL for a provider image, or null when there is no usable
 * http(s) URL. The token is `<base64url(cloudId \n url)>.<hmac>`.
 */
export function proxiedImageUrl(
  secret: string,
  cloudId: string,
  url: string | null,
): string | null {
  const trimmed = url?.trim()
  if (!trimmed || !isHttpUrl(trimmed)) return null
  const payload = Buffer.from(`${cloudId}\n${trimmed}`, 'utf8').toString('base64url')
  return `${MEDIA_PATHS.image}${payload}.${sign(secret, payload)}`
}

export interface ImageTarget {
  cloudId: string
  url: string
}

/** The (cloud, url) an image token was issued for, or null when it is malformed or not ours. */
export function verifyImageToken(secret: string, token: string): ImageTarget | null {
  const dot = token.indexOf('.')
  if (dot <= 0) return null
  const payload = token.slice(0, dot)
  const given = Buffer.from(token.slice(dot + 1), 'base64url')
  const expected = Buffer.from(sign(secret, payload), 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  const decoded = Buffer.from(payload, 'base64url').toString('utf8')
  const newline = decoded.indexOf('\n')
  if (newline <= 0) return null
  const url = decoded.slice(newline + 1)
  if (!isHttpUrl(url)) return null
  return { cloudId: decoded.slice(0, newline), url }
}
