import { createHmac, timingSafeEqual } from 'node:crypto'
import { MEDIA_PATHS } from '@myflix/shared'

// Images are not secret, so the URL only needs to prove we issued it: HMAC over (cloud, expiry, url).
// The expiry is the end of the next 30-day epoch, so a poster keeps one URL for a whole epoch (the
// browser and the service worker cache keep working) and every URL dies within 60 days. The proxy
// also checks that the cloud is the caller's: a link made for one account opens for no other.

/** Tokens are issued per epoch and live until the end of the next one. */
export const IMAGE_EPOCH_SECONDS = 30 * 24 * 60 * 60

const SIG_BYTES = 16
const keys = new Map<string, Buffer>()

function imageKey(secret: string): Buffer {
  let key = keys.get(secret)
  if (!key) {
    // A purpose-bound subkey, so an image signature can never be replayed as another kind of token.
    key = createHmac('sha256', secret).update('myflix:media:image:v2').digest()
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

/** The expiry (unix seconds) of the tokens issued at `nowSeconds`. */
export function imageTokenExpiry(nowSeconds: number): number {
  return (Math.floor(nowSeconds / IMAGE_EPOCH_SECONDS) + 2) * IMAGE_EPOCH_SECONDS
}

const nowSeconds = () => Math.floor(Date.now() / 1000)

/**
 * A signed `/api/media/img/<token>` URL for a provider image, the same all epoch long, or null when
 * there is no usable http(s) URL. The token is `<base64url(cloudId \n expiry \n url)>.<hmac>`.
 */
export function proxiedImageUrl(
  secret: string,
  cloudId: string,
  url: string | null,
  now = nowSeconds(),
): string | null {
  const trimmed = url?.trim()
  if (!trimmed || !isHttpUrl(trimmed)) return null
  const claims = `${cloudId}\n${imageTokenExpiry(now)}\n${trimmed}`
  const payload = Buffer.from(claims, 'utf8').toString('base64url')
  return `${MEDIA_PATHS.image}${payload}.${sign(secret, payload)}`
}

export interface ImageTarget {
  cloudId: string
  url: string
  /** Unix seconds after which the token no longer opens. */
  expiresAt: number
}

export type ImageTokenReading =
  { ok: true; target: ImageTarget } | { ok: false; reason: 'invalid' | 'expired' }

const CLAIMS = /^([^\n]+)\n(\d{1,12})\n([^\n]+)$/

/** The (cloud, url) an image token was issued for, if it is ours and has not expired. */
export function readImageToken(
  secret: string,
  token: string,
  now = nowSeconds(),
): ImageTokenReading {
  const dot = token.indexOf('.')
  if (dot <= 0) return { ok: false, reason: 'invalid' }
  const payload = token.slice(0, dot)
  const given = Buffer.from(token.slice(dot + 1), 'base64url')
  const expected = Buffer.from(sign(secret, payload), 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: 'invalid' }
  const claims = CLAIMS.exec(Buffer.from(payload, 'base64url').toString('utf8'))
  if (!claims || !isHttpUrl(claims[3] as string)) return { ok: false, reason: 'invalid' }
  const expiresAt = Number(claims[2])
  if (expiresAt <= now) return { ok: false, reason: 'expired' }
  return { ok: true, target: { cloudId: claims[1] as string, url: claims[3] as string, expiresAt } }
}
