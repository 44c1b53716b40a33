import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { hashPin, verifyPin } from './pin-hash'

const FAST = { N: 1024, r: 8, p: 1 }

describe('PIN hash', () => {
  it('is salted: the same PIN hashes differently each time and verifies against both', async () => {
    const [first, second] = await Promise.all([hashPin('2580', FAST), hashPin('2580', FAST)])
    expect(first).not.toBe(second)
    expect(await verifyPin('2580', first)).toBe(true)
    expect(await verifyPin('2580', second)).toBe(true)
    expect(await verifyPin('2581', first)).toBe(false)
  })

  it('describes itself and holds neither the PIN nor its SHA-256', async () => {
    const stored = await hashPin('7391')
    expect(stored).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/)
    const sha = createHash('sha256').update('7391').digest()
    for (const forbidden of ['7391', sha.toString('hex'), sha.toString('base64url')])
      expect(stored).not.toContain(forbidden)
  })

  it('refuses stored values it cannot read', async () => {
    const sha = createHash('sha256').update('2580').digest('hex')
    for (const stored of [sha, '', 'scrypt$x$8$1$a$b', 'bcrypt$1$2$3$a$b'])
      expect(await verifyPin('2580', stored)).toBe(false)
  })
})
