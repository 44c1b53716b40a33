import { describe, expect, it } from 'vitest'
import { createSealer, createSigner, CryptoError, deriveKey, isSealed } from './crypto'

const SECRET = 'a-test-secret-that-is-long-enough-0123456789'

describe('sealer', () => {
  const sealer = createSealer(SECRET, 'cloud-credentials')

  it('round-trips text, unicode included, with a fresh IV each time', () => {
    for (const plain of ['demo', '', 'sënha com espaço e ç', 'x'.repeat(200)]) {
      const first = sealer.seal(plain)
      const second = sealer.seal(plain)
      expect(first).not.toBe(second)
      expect(isSealed(first)).toBe(true)
      expect(sealer.open(first)).toBe(plain)
      expect(sealer.open(second)).toBe(plain)
    }
  })

  it('seals stably: the same text gives the same answer, another text or purpose another', () => {
    const stable = sealer.sealStable('/live/bob/hunter2/1/100.ts')
    expect(sealer.sealStable('/live/bob/hunter2/1/100.ts')).toBe(stable)
    expect(sealer.open(stable)).toBe('/live/bob/hunter2/1/100.ts')
    const other = sealer.sealStable('/live/bob/hunter2/1/101.ts')
    expect(other.split('.')[1]).not.toBe(stable.split('.')[1])
    expect(createSealer(SECRET, 'other-purpose').sealStable('/live/bob/hunter2/1/100.ts')).not.toBe(
      stable,
    )
    expect(stable).not.toContain('hunter2')
  })

  it('writes v1.<iv>.<ciphertext>.<tag> in base64url', () => {
    const [version, iv, body, tag, ...rest] = sealer.seal('senha').split('.')
    expect(version).toBe('v1')
    expect(rest).toEqual([])
    expect(Buffer.from(iv ?? '', 'base64url')).toHaveLength(12)
    expect(Buffer.from(body ?? '', 'base64url')).toHaveLength(5)
    expect(Buffer.from(tag ?? '', 'base64url')).toHaveLength(16)
  })

  it('refuses any altered part', () => {
    const sealed = sealer.seal('senha-secreta')
    const parts = sealed.split('.')
    for (const index of [1, 2, 3]) {
      const bytes = Buffer.from(parts[index] ?? '', 'base64url')
      bytes[0] = (bytes[0] ?? 0) ^ 0x01
      const altered = parts.with(index, bytes.toString('base64url')).join('.')
      expect(() => sealer.open(altered)).toThrow(CryptoError)
    }
  })

  it('refuses malformed text, another version, another purpose and another secret', () => {
    const sealed = sealer.seal('senha')
    for (const bad of ['', 'senha', 'v1.a.b', `v2${sealed.slice(2)}`, `${sealed}.extra`]) {
      expect(() => sealer.open(bad)).toThrow(CryptoError)
    }
    expect(() => createSealer(SECRET, 'other-purpose').open(sealed)).toThrow(CryptoError)
    expect(() => createSealer(`${SECRET}!`, 'cloud-credentials').open(sealed)).toThrow(CryptoError)
  })
})

describe('keys and signatures', () => {
  it('derives different keys for different purposes and secrets, the same for the same', () => {
    expect(deriveKey(SECRET, 'a')).toHaveLength(32)
    expect(deriveKey(SECRET, 'a').equals(deriveKey(SECRET, 'a'))).toBe(true)
    expect(deriveKey(SECRET, 'a').equals(deriveKey(SECRET, 'b'))).toBe(false)
    expect(deriveKey(SECRET, 'a').equals(deriveKey(`${SECRET}x`, 'a'))).toBe(false)
    expect(() => deriveKey(SECRET, '')).toThrow(CryptoError)
  })

  it('verifies its own signatures and refuses altered data, signatures and purposes', () => {
    const signer = createSigner(SECRET, 'media-url')
    const signature = signer.sign('/movie/1.mp4?exp=123')
    expect(signer.verify('/movie/1.mp4?exp=123', signature)).toBe(true)
    expect(signer.verify('/movie/2.mp4?exp=123', signature)).toBe(false)
    expect(signer.verify('/movie/1.mp4?exp=123', `${signature.slice(0, -2)}AA`)).toBe(false)
    expect(signer.verify('/movie/1.mp4?exp=123', signature.slice(0, 10))).toBe(false)
    expect(signer.verify('/movie/1.mp4?exp=123', '')).toBe(false)
    expect(createSigner(SECRET, 'other').verify('/movie/1.mp4?exp=123', signature)).toBe(false)
  })
})
