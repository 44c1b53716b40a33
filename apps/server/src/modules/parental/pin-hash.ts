import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto'

// A 4-digit PIN has 10,000 values, so no hash makes a stolen row safe against a patient attacker; a
// slow, salted one makes each guess cost ~50 ms and rules out precomputed tables. The server-side
// attempt limit is what protects the live PIN.
const PREFIX = 'scrypt'
const DEFAULT_COST = { N: 2 ** 15, r: 8, p: 1 }
const SALT_BYTES = 16
const KEY_BYTES = 32

export interface PinHashCost {
  N: number
  r: number
  p: number
}

function derive(pin: string, salt: Buffer, cost: PinHashCost): Promise<Buffer> {
  const options: ScryptOptions = { ...cost, maxmem: 256 * cost.N * cost.r }
  return new Promise((resolve, reject) =>
    scrypt(pin, salt, KEY_BYTES, options, (error, key) => (error ? reject(error) : resolve(key))),
  )
}

/** `scrypt$N$r$p$<salt b64url>$<key b64url>`: self-describing, so the cost can rise later. */
export async function hashPin(pin: string, cost: PinHashCost = DEFAULT_COST): Promise<string> {
  const salt = randomBytes(SALT_BYTES)
  const key = await derive(pin, salt, cost)
  return [
    PREFIX,
    cost.N,
    cost.r,
    cost.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$')
}

/** False for a wrong PIN and for a stored value this code cannot read. */
export async function verifyPin(pin: string, stored: string): Promise<boolean> {
  const [prefix, n, r, p, salt, key] = stored.split('$')
  if (prefix !== PREFIX || !salt || !key) return false
  const cost = { N: Number(n), r: Number(r), p: Number(p) }
  if (![cost.N, cost.r, cost.p].every((value) => Number.isInteger(value) && value > 0)) return false
  const expected = Buffer.from(key, 'base64url')
  const actual = await derive(pin, Buffer.from(salt, 'base64url'), cost)
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}
