import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { StringDecoder } from 'node:string_decoder'
import { createGunzip, createGzip } from 'node:zlib'
import type { CatalogItem, Category } from '@myflix/shared'
import type { ItemSlices } from './catalog-index'

// The payload is gzip'd JSON lines: categories first, then the items in slices. Writing and reading
// slice by slice, with a turn of the event loop between them, keeps a 100k-item list from freezing
// the pages other users are being served meanwhile. The gzip stream is cut into parts of at most
// PART_BYTES, stored one row each: no statement carries a whole list (PGlite's WASM heap grows to
// the biggest value it has handled and never shrinks), and a list is read without its whole text.

/** Bytes of gzip per stored part. */
export const PART_BYTES = 1024 * 1024
// ~75 KB of text per line: under V8's large-object size, so each line's text dies young (2,000-item
// lines went to the large-object space and piled up there until a full collection).
const ITEMS_PER_LINE = 100
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve))

export interface SnapshotContent {
  categories: Category[]
  items: CatalogItem[]
}

/**
 * The list gzip'd, in parts of exactly PART_BYTES but the last (never empty), each given as soon as
 * gzip has made it: the caller stores a part before the next is made, so a list's payload is never
 * whole in memory (issue 22: 19 MiB for `huge`'s films). A packed list (`packed`) is read a line at
 * a time, so storing it never makes all its items at once.
 */
export async function* encodeSnapshot(
  content: SnapshotContent & { packed?: ItemSlices },
): AsyncGenerator<Buffer> {
  const gzip = createGzip({ level: 3 })
  // Level 3: a third of level 6's CPU for a payload about 20 % larger. Reading gzip's output as it
  // is wanted paces the lines: gzip stops asking for text while a part is being stored.
  // A failure destroys gzip with it, so the loop below throws it; and a caller that stops early
  // destroys gzip, which ends the pipeline (nothing left to report then).
  const done = pipeline(Readable.from(lines(content)), gzip).catch(() => undefined)
  let pending: Buffer[] = []
  let size = 0
  for await (const chunk of gzip as AsyncIterable<Buffer>) {
    pending.push(chunk)
    size += chunk.length
    if (size < PART_BYTES) continue
    const whole = Buffer.concat(pending, size)
    let at = 0
    for (; at + PART_BYTES <= whole.length; at += PART_BYTES)
      yield whole.subarray(at, at + PART_BYTES)
    // A copy, so the tail (under one of gzip's 16 KB chunks) does not keep the part it came from.
    pending = at < whole.length ? [Buffer.from(whole.subarray(at))] : []
    size = whole.length - at
  }
  await done
  if (size > 0) yield Buffer.concat(pending, size)
}

/** The categories, then the items in lines of ITEMS_PER_LINE, a turn of the event loop apart. */
async function* lines(content: SnapshotContent & { packed?: ItemSlices }): AsyncGenerator<string> {
  const list = content.packed ?? {
    size: content.items.length,
    slice: (from: number, to: number) => content.items.slice(from, to),
  }
  yield JSON.stringify(content.categories)
  for (let at = 0; at < list.size; at += ITEMS_PER_LINE) {
    await nextTurn()
    yield '\n' + JSON.stringify(list.slice(at, at + ITEMS_PER_LINE))
  }
}

/**
 * Reads the parts in order through one gunzip stream, parsing a JSON line as soon as it is whole.
 * With `sink`, each item goes there as its line is read and `items` stays empty: the list is never
 * held as objects (issue 22).
 */
export async function decodeSnapshot(
  parts: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
  sink?: (item: CatalogItem) => void,
): Promise<SnapshotContent> {
  let categories: Category[] | null = null
  const items: CatalogItem[] = []
  const give = sink ?? ((item: CatalogItem) => items.push(item))
  const take = (line: string) => {
    if (categories === null) categories = JSON.parse(line || '[]') as Category[]
    else for (const item of JSON.parse(line) as CatalogItem[]) give(item)
  }
  await pipeline(Readable.from(parts), createGunzip(), async (text: AsyncIterable<Buffer>) => {
    const utf8 = new StringDecoder('utf8')
    // A line spans many chunks: they are joined once, when its end arrives.
    let line: string[] = []
    for await (const chunk of text) {
      let piece = utf8.write(chunk)
      for (let end = piece.indexOf('\n'); end !== -1; end = piece.indexOf('\n')) {
        line.push(piece.slice(0, end))
        take(line.join(''))
        line = []
        piece = piece.slice(end + 1)
        await nextTurn()
      }
      line.push(piece)
    }
    line.push(utf8.end())
    take(line.join(''))
  })
  return { categories: categories ?? [], items }
}
