import { createHmac, timingSafeEqual } from 'node:crypto'

export interface TokenPayload {
  /** media file name */
  f: string
  /** expiry, unix seconds */
  x: number
}

function mac(secret: string, data: string): Buffer {
  return createHmac('sha256', secret).update(data).digest()
}

/** Expiring HMAC token carried in the redirect URL, as panel load balancers hand out. */
export function signToken(secret: string, payload: TokenPayload): string {
  const data = Buffer.from(JSON.stringify(payload)).toString('base64url')
  return `${data}.${mac(secret, data).toString('base64url')}`
}

export function verifyToken(
  secret: string,
  token: string,
  nowSeconds: number,
): TokenPayload | undefined {
  const [data, signature] = token.split('.')
  if (!data || !signature) return undefined
  const expected = mac(secret, data)
  const given = Buffer.from(signature, 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined
  try {
    const payload = JSON.parse(Buffer.from(data, 'base64url').toString()) as TokenPayload
    if (typeof payload.f !== 'string' || typeof payload.x !== 'number') return undefined
    return payload.x > nowSeconds ? payload : undefined
  } catch {
    return undefined
  }
}
