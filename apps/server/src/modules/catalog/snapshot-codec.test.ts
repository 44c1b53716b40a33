import { randomBytes } from 'node:crypto'
import type { CatalogItem, Category } from '@myflix/shared'
import { describe, expect, it } from 'vitest'
import { decodeSnapshot, encodeSnapshot, PART_BYTES } from './snapshot-codec'

const categories: Category[] = [
  { id: '1', name: 'Ação' },
  { id: '2', name: 'Comédia' },
]

// Random plots keep gzip from shrinking the list below a few parts; accents cross chunk edges.
function films(count: number): CatalogItem[] {
  return Array.from({ length: count }, (_, n) => ({
    id: String(n),
    type: 'movie',
    name: `Filme ${n} — Coração de São João`,
    image: null,
    plot: randomBytes(60).toString('base64'),
    rating: '7.5',
    year: '2020',
    genre: null,
    stream_id: String(n),
    container_extension: 'mp4',
    category_id: '1',
    category_ids: ['1', '2'],
    category_name: null,
    added: n,
  }))
}

async function encoded(content: Parameters<typeof encodeSnapshot>[0]) {
  const parts: Buffer[] = []
  for await (const part of encodeSnapshot(content)) parts.push(part)
  return parts
}

function* slices(bytes: Buffer, size: number) {
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size)
}

describe('snapshot codec', () => {
  it('cuts the gzip stream into full parts of PART_BYTES and a last, shorter one', async () => {
    const items = films(30_000)
    const parts = await encoded({ categories, items })
    expect(parts.length).toBeGreaterThanOrEqual(3)
    for (const part of parts.slice(0, -1)) expect(part.length).toBe(PART_BYTES)
    expect(parts.at(-1)!.length).toBeGreaterThan(0)
    expect(parts.at(-1)!.length).toBeLessThanOrEqual(PART_BYTES)

    const decoded = await decodeSnapshot(slices(Buffer.concat(parts), PART_BYTES))
    expect(decoded.categories).toEqual(categories)
    expect(decoded.items).toEqual(items)
  })

  it('reads the same list whatever the chunk edges (inside lines and multi-byte characters)', async () => {
    const items = films(4_500)
    const whole = Buffer.concat(await encoded({ categories, items }))
    const decoded = await decodeSnapshot(slices(whole, 7_777))
    expect(decoded.items).toEqual(items)
  })

  it('gives each item to a sink in order, holding none itself', async () => {
    const items = films(1_234)
    const whole = Buffer.concat(await encoded({ categories, items }))
    const given: CatalogItem[] = []
    const decoded = await decodeSnapshot(slices(whole, 4_096), (item) => given.push(item))
    expect(decoded).toEqual({ categories, items: [] })
    expect(given).toEqual(items)
  })

  it('keeps an empty list in one part', async () => {
    const parts = await encoded({ categories: [], items: [] })
    expect(parts).toHaveLength(1)
    expect(await decodeSnapshot(slices(parts[0]!, 5))).toEqual({ categories: [], items: [] })
  })

  it('fails with the error of the parts it reads, and on bytes that are not a snapshot', async () => {
    const whole = Buffer.concat(await encoded({ categories, items: films(5_000) }))
    async function* broken() {
      yield whole.subarray(0, 1000)
      throw new Error('part gone')
    }
    await expect(decodeSnapshot(broken())).rejects.toThrow('part gone')
    await expect(decodeSnapshot(slices(Buffer.from('not gzip at all'), 4))).rejects.toThrow()
  })
})
