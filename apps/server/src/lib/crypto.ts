import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  hkdfSync,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto'

const VERSION = 'v1'
const IV_BYTES = 12
const TAG_BYTES = 16
// A fixed salt is fine for HKDF when the input key is already high-entropy (the app secret);
// separation between uses comes from the purpose label.
const SALT = 'myflix/hkdf/v1'

export class CryptoError extends Error {
  override name = 'CryptoError'
}

/** A 32-byte key for one purpose; a different purpose gives an unrelated key from the same secret. */
export function deriveKey(secret: string, purpose: string): Buffer {
  if (purpose.length === 0) throw new CryptoError('a key purpose is required')
  return Buffer.from(hkdfSync('sha256', secret, SALT, purpose, 32))
}

export interface Sealer {
  /** AES-256-GCM; the answer is `v1.<iv>.<ciphertext>.<tag>` in base64url, a fresh IV each time. */
  seal(plain: string): string
  /**
   * The same text always gives the same answer: the IV is an HMAC of the text (a synthetic IV, as
   * in AES-SIV), so an IV repeats only with its text. Reveals that two values are equal and nothing
   * else; for addresses that must not change each time they are issued (HLS segment URLs).
   */
  sealStable(plain: string): string
  /** Throws CryptoError when the text is malformed, was sealed for another purpose, or was altered. */
  open(sealed: string): string
}

export function createSealer(secret: string, purpose: string): Sealer {
  const key = deriveKey(secret, `seal:${purpose}`)
  // The purpose is bound as associated data too, so a value moved between columns fails to open.
  const aad = Buffer.from(purpose, 'utf8')
  const ivKey = deriveKey(secret, `siv:${purpose}`)
  const sealWith = (iv: Buffer, plain: string) => {
    const cipher = createCipheriv('aes-256-gcm', key, iv)
    cipher.setAAD(aad)
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
    const parts = [iv, body, cipher.getAuthTag()].map((part) => part.toString('base64url'))
    return [VERSION, ...parts].join('.')
  }
  return {
    seal: (plain) => sealWith(randomBytes(IV_BYTES), plain),
    sealStable: (plain) =>
      sealWith(
        createHmac('sha256', ivKey).update(plain, 'utf8').digest().subarray(0, IV_BYTES),
        plain,
      ),
    open(sealed) {
      const [version, iv64, body64, tag64, ...rest] = sealed.split('.')
      if (version !== VERSION || rest.length > 0 || !iv64 || body64 === undefined || !tag64)
        throw new CryptoError('not a sealed value')
      const iv = Buffer.from(iv64, 'base64url')
      const tag = Buffer.from(tag64, 'base64url')
      if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES)
        throw new CryptoError('not a sealed value')
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES })
        decipher.setAAD(aad)
        decipher.setAuthTag(tag)
        const body = Buffer.from(body64, 'base64url')
        return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8')
      } catch {
        throw new CryptoError('sealed value was altered or sealed under another key')
      }
    },
  }
}

/** True when the text looks like something `seal` produced (any version we know). */
export function isSealed(value: string): boolean {
  return /^v1\.[\w-]+\.[\w-]*\.[\w-]+$/.test(value)
}

export interface Signer {
  /** HMAC-SHA256 of the text, base64url. */
  sign(data: string): string
  /** Constant-time comparison against a fresh signature. */
  verify(data: string, signature: string): boolean
}

export function createSigner(secret: string, purpose: string): Signer {
  const key = deriveKey(secret, `hmac:${purpose}`)
  const mac = (data: string) => createHmac('sha256', key).update(data, 'utf8').digest()
  return {
    sign: (data) => mac(data).toString('base64url'),
    verify(data, signature) {
      const given = Buffer.from(signature, 'base64url')
      const expected = mac(data)
      return given.length === expected.length && timingSafeEqual(given, expected)
    },
  }
}
