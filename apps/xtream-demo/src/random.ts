/** A tiny deterministic PRNG: the same seed always yields the same sequence. */
export type Random = () => number

export function mulberry32(seed: number): Random {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Mixes integers into one 32-bit seed, so every item gets its own independent stream. */
export function hashInts(...values: number[]): number {
  let h = 0x811c9dc5
  for (const v of values) {
    h = Math.imul(h ^ (v >>> 0), 0x01000193)
    h ^= h >>> 13
    h = Math.imul(h, 0x5bd1e995)
    h ^= h >>> 15
  }
  return h >>> 0
}

export function randomFor(...values: number[]): Random {
  return mulberry32(hashInts(...values))
}

export function pick<T>(random: Random, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)]
  if (item === undefined) throw new Error('pick from an empty list')
  return item
}

export function intBetween(random: Random, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1))
}

export function pickSome<T>(random: Random, items: readonly T[], count: number): T[] {
  const chosen = new Set<T>()
  while (chosen.size < Math.min(count, items.length)) chosen.add(pick(random, items))
  return [...chosen]
}
