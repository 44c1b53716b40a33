import { promisify } from 'node:util'
import { createGzip, gunzip } from 'node:zlib'
import type { CatalogItem, Category } from '@myflix/shared'

// The payload is gzip'd JSON lines: categories first, then the items in slices. Writing and reading
// slice by slice, with a turn of the event loop between them, keeps a 100k-item list from freezing
// the pages other users are being served meanwhile.

const ITEMS_PER_LINE = 2000
const gunzipAsync = promisify(gunzip)
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve))

export interface SnapshotContent {
  categories: Category[]
  items: CatalogItem[]
}

export async function encodeSnapshot({ categories, items }: SnapshotContent): Promise<Buffer> {
  // Level 3: a third of level 6's CPU for a payload about 20 % larger.
  const gzip = createGzip({ level: 3 })
  const chunks: Buffer[] = []
  gzip.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<void>((resolve, reject) => {
    gzip.once('end', resolve)
    gzip.once('error', reject)
  })
  gzip.write(JSON.stringify(categories))
  for (let at = 0; at < items.length; at += ITEMS_PER_LINE) {
    await nextTurn()
    gzip.write('\n' + JSON.stringify(items.slice(at, at + ITEMS_PER_LINE)))
  }
  gzip.end()
  await done
  return Buffer.concat(chunks)
}

export async function decodeSnapshot(payload: Uint8Array): Promise<SnapshotContent> {
  const text = (await gunzipAsync(payload)).toString('utf8')
  const lines = text.split('\n')
  const categories = JSON.parse(lines[0] ?? '[]') as Category[]
  const items: CatalogItem[] = []
  for (const line of lines.slice(1)) {
    await nextTurn()
    for (const item of JSON.parse(line) as CatalogItem[]) items.push(item)
  }
  return { categories, items }
}
