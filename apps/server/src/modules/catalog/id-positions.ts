import { POSITION_BYTES } from './catalog-size'

// Ids to positions in a list (issue 22). A Map with a string key per title held ~72 B an id, an
// eighth of a packed title. A panel's ids are decimal numbers (stream_id, series_id) nearly always,
// so those live in an open-addressing table of two Uint32Arrays, at most three quarters full: 11-21 B
// an id.
// Any other id (a panel's odd token, a leading zero) goes to a Map, so every id stays exact.

/** The largest id kept as a number: the table stores id + 1, 0 marking an empty slot. */
const NUMBER_MAX = 0xfffffffe
const FIRST_BITS = 10
/** Fibonacci hashing: consecutive ids (the common case) land far apart. */
const GOLDEN = 0x9e3779b1

/** The id as a number when it is one written canonically (`'7'`, not `'07'` or `'7.0'`), else -1. */
function numberOf(id: string): number {
  const length = id.length
  if (length === 0 || length > 10 || (length > 1 && id.charCodeAt(0) === 48)) return -1
  let value = 0
  for (let at = 0; at < length; at += 1) {
    const digit = id.charCodeAt(at) - 48
    if (digit < 0 || digit > 9) return -1
    value = value * 10 + digit
  }
  return value <= NUMBER_MAX ? value : -1
}

export class IdPositions {
  private bits = FIRST_BITS
  private keys = new Uint32Array(1 << FIRST_BITS)
  private values = new Uint32Array(1 << FIRST_BITS)
  private numbers = 0
  private readonly others = new Map<string, number>()

  get size(): number {
    return this.numbers + this.others.size
  }

  /** Bytes held: the table, and the Map's entries. */
  get bytes(): number {
    return this.keys.byteLength + this.values.byteLength + this.others.size * POSITION_BYTES
  }

  get(id: string): number | undefined {
    const number = numberOf(id)
    if (number === -1) return this.others.get(id)
    const slot = this.slotOf(number + 1)
    return this.keys[slot] === 0 ? undefined : this.values[slot]
  }

  set(id: string, position: number): void {
    const number = numberOf(id)
    if (number === -1) {
      this.others.set(id, position)
      return
    }
    const slot = this.slotOf(number + 1)
    if (this.keys[slot] === 0) {
      this.keys[slot] = number + 1
      this.numbers += 1
    }
    this.values[slot] = position
    if (this.numbers * 4 > this.keys.length * 3) this.grow()
  }

  /** The slot holding `key`, or the empty one where it would go. */
  private slotOf(key: number): number {
    const mask = this.keys.length - 1
    let slot = Math.imul(key, GOLDEN) >>> (32 - this.bits)
    for (;;) {
      const held = this.keys[slot]
      if (held === key || held === 0) return slot
      slot = (slot + 1) & mask
    }
  }

  private grow(): void {
    const { keys, values } = this
    this.bits += 1
    this.keys = new Uint32Array(1 << this.bits)
    this.values = new Uint32Array(1 << this.bits)
    for (let at = 0; at < keys.length; at += 1) {
      const key = keys[at] as number
      if (key === 0) continue
      const slot = this.slotOf(key)
      this.keys[slot] = key
      this.values[slot] = values[at] as number
    }
  }
}
