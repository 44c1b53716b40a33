import { jsonBytes } from './catalog-size'

/**
 * The JSON texts of the items last answered, at most `max`, the oldest first out. The order is a
 * ring of keys, not the Map's own: taking a Map's first entry walks past every entry deleted since
 * it last rehashed, which at 10,000 entries cost more server CPU than the serialising it saves
 * (issue 22's page profile).
 */
export class JsonCache<K> {
  private readonly texts = new Map<K, string>()
  private readonly ring: K[] = []
  private next = 0
  private held = 0

  constructor(private readonly max: number) {}

  /** Estimated bytes of the texts held (catalog-size.ts jsonBytes). */
  get bytes(): number {
    return this.held
  }

  get size(): number {
    return this.texts.size
  }

  /** The text kept for `key`, else the one `make` builds, kept. */
  get(key: K, make: () => string): string {
    const found = this.texts.get(key)
    if (found !== undefined) return found
    const text = make()
    if (this.ring.length < this.max) this.ring.push(key)
    else {
      const oldest = this.ring[this.next] as K
      this.held -= jsonBytes(this.texts.get(oldest) as string)
      this.texts.delete(oldest)
      this.ring[this.next] = key
      this.next = (this.next + 1) % this.max
    }
    this.texts.set(key, text)
    this.held += jsonBytes(text)
    return text
  }
}
