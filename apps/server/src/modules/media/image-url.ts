import { createHmac, timingSafeEqual } from 'node:crypto'
import { MEDIA_PATHS } from '@myflix/shared'
import { canonicalUrl } from '../provider/account-scope'

// Images are not secret, so the URL only needs to prove we issued it: HMAC over (scope, expiry, url).
// The expiry is the end of the next 30-day epoch, so a poster keeps one URL for a whole epoch (the
// browser and the service worker cache keep working) and every URL dies within 60 days. The scope
// is a panel (catalogue posters: one catalogue's JSON serves every user of the panel, issue 22) or
// a cloud; the proxy checks that the caller's active cloud is on that panel, or is that cloud.

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

const PANEL_SCOPE = 'panel:'

/**
 * The image scope of a panel: a keyed hash of its canonical address, the same for every user of
 * it and for no other panel. Derived from the user's own address, so it tells nobody who else uses
 * the panel, and the address cannot be read back from it.
 */
export function panelImageScope(secret: string, baseUrl: string): string {
  const digest = createHmac('sha256', imageKey(secret))
    .update(`panel\n${canonicalUrl(baseUrl)}`)
    .digest()
  return PANEL_SCOPE + digest.subarray(0, SIG_BYTES).toString('base64url')
}

export const isPanelScope = (scope: string) => scope.startsWith(PANEL_SCOPE)

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
 * there is no usable http(s) URL. The token is `<base64url(scope \n expiry \n url)>.<hmac>`; the
 * scope is a cloud id or a panelImageScope.
 */
export function proxiedImageUrl(
  secret: string,
  scope: string,
  url: string | null,
  now = nowSeconds(),
): string | null {
  const trimmed = url?.trim()
  if (!trimmed || !isHttpUrl(trimmed)) return null
  const claims = `${scope}\n${imageTokenExpiry(now)}\n${trimmed}`
  const payload = Buffer.from(claims, 'utf8').toString('base64url')
  return `${MEDIA_PATHS.image}${payload}.${sign(secret, payload)}`
}

export interface ImageTarget {
  /** A cloud id, or a panel (panelImageScope). */
  scope: string
  url: string
  /** Unix seconds after which the token no longer opens. */
  expiresAt: number
}

export type ImageTokenReading =
  { ok: true; target: ImageTarget } | { ok: false; reason: 'invalid' | 'expired' }

const CLAIMS = /^([^\n]+)\n(\d{1,12})\n([^\n]+)$/

/** The (scope, url) an image token was issued for, if it is ours and has not expired. */
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
  return { ok: true, target: { scope: claims[1] as string, url: claims[3] as string, expiresAt } }
}
