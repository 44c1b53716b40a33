import type { CatalogItem } from '@myflix/shared'
import {
  BACKSLASH,
  CLOSE_BRACE,
  CLOSE_BRACKET,
  COMMA,
  OPEN_BRACE,
  OPEN_BRACKET,
  QUOTE,
} from '../../lib/json-chars'
import { grown } from '../../lib/typed-arrays'
import { expandValues, ValuePrefixes } from './value-prefixes'

// A list's items as UTF-8 JSON in a few large buffers, one JS object made only when an answer needs
// it (issue 22): a served title costs its JSON's bytes and 6 bytes of offsets, where an object with
// its strings cost ~1 KB. An item is kept as its values only, with the number of its shape (its keys,
// in their order: a list has a handful): the keys were ~40 % of a title's JSON. Its text is put back
// together when asked for (~2.2 µs, 1.5 more than reading it whole); an object is made from its
// values (~2 µs).

/** Bytes of one buffer: large enough that few exist, small enough that the last one wastes little. */
const CHUNK_BITS = 22
const CHUNK_BYTES = 1 << CHUNK_BITS
/**
 * An item is found by one number, its buffer's number times CHUNK_BYTES plus its start, and ends
 * where the next one starts (or its buffer ends): 4 bytes a title, within 4 GB of JSON a list.
 */
const OFFSET_MAX = 0xffffffff
/** A kept string's header and its slot in an array. */
const STRING_BYTES = 24

export interface PackedItems {
  readonly size: number
  /** The item at `position`, a new object each time: compare items by id, never by identity. */
  at(position: number): CatalogItem
  /** The item's JSON text, as JSON.stringify wrote it. */
  text(position: number): string
  /** Bytes held: the buffers and the offsets. */
  readonly bytes: number
}

/** Shapes a list may have: far more than the normaliser's optional keys can make. */
const SHAPES_MAX = 0xffff

/** The keys of each shape, and the text that goes before each value: `{"id":`, `,"type":`… */
class Shapes {
  readonly keys: string[][] = []
  readonly prefixes: string[][] = []
  private readonly numbers = new Map<string, number>()
  private last = -1

  numberOf(keys: string[]): number {
    // Items come in runs of one shape: the last one's keys, compared, spare naming them.
    const last = this.keys[this.last]
    if (last?.length === keys.length && last.every((key, at) => key === keys[at])) return this.last
    const name = JSON.stringify(keys)
    let number = this.numbers.get(name)
    if (number === undefined) {
      if (this.keys.length === SHAPES_MAX) throw new Error('packed items: too many shapes')
      number = this.keys.length
      this.keys.push(keys)
      this.prefixes.push(keys.map((key, at) => `${at === 0 ? '{' : ','}${JSON.stringify(key)}:`))
      this.numbers.set(name, number)
    }
    this.last = number
    return number
  }
}

/** The item's JSON text, as JSON.stringify wrote it, from its values (`v1,v2,…`) and its shape. */
function objectText(values: string, prefixes: readonly string[]): string {
  if (prefixes.length === 0) return '{}'
  let json = ''
  let key = 0
  let from = 0
  let depth = 0
  let inString = false
  for (let at = 0; at < values.length; at += 1) {
    const code = values.charCodeAt(at)
    if (inString) {
      if (code === BACKSLASH) at += 1
      else if (code === QUOTE) inString = false
    } else if (code === QUOTE) inString = true
    else if (code === OPEN_BRACKET || code === OPEN_BRACE) depth += 1
    else if (code === CLOSE_BRACKET || code === CLOSE_BRACE) depth -= 1
    else if (code === COMMA && depth === 0) {
      json += (prefixes[key] as string) + values.slice(from, at)
      key += 1
      from = at + 1
    }
  }
  return `${json}${prefixes[key] as string}${values.slice(from)}}`
}

export class PackedItemsWriter {
  private readonly shapes = new Shapes()
  private readonly prefixes = new ValuePrefixes()
  private readonly chunks: Buffer[] = []
  private chunk = Buffer.allocUnsafe(0)
  private used = 0
  private count = 0
  private offsets = new Uint32Array(1024)
  private shapeOf = new Uint16Array(1024)

  push(item: CatalogItem): void {
    // What JSON.stringify would write of the item: its keys whose values it writes, in its order.
    const keys: string[] = []
    const values: unknown[] = []
    for (const key in item) {
      const value = (item as unknown as Record<string, unknown>)[key]
      if (value === undefined || typeof value === 'function' || typeof value === 'symbol') continue
      // Set back by assignment (`at`), it would be the prototype; no normalised item has it.
      if (key === '__proto__') continue
      keys.push(key)
      values.push(value)
    }
    const text = this.prefixes.text(values)
    const length = Buffer.byteLength(text)
    // A buffer is never filled to its end, so an offset always falls inside its own buffer (an
    // empty item too). No item comes near a buffer's size (catalog-size.ts ITEM_JSON_MAX_BYTES).
    if (this.used + length >= this.chunk.length) {
      this.seal()
      this.chunk = Buffer.allocUnsafe(CHUNK_BYTES)
      this.used = 0
    }
    const offset = this.chunks.length * CHUNK_BYTES + this.used
    if (offset > OFFSET_MAX) throw new Error('packed items: list too large')
    if (this.count === this.offsets.length) this.growOffsets()
    this.chunk.write(text, this.used, 'utf8')
    this.offsets[this.count] = offset
    this.shapeOf[this.count] = this.shapes.numberOf(keys)
    this.used += length
    this.count += 1
  }

  finish(): PackedItems {
    this.seal(true)
    const size = this.count
    const { chunks } = this
    const offsets = this.offsets.slice(0, size)
    const shapeOf = this.shapeOf.slice(0, size)
    const { keys, prefixes } = this.shapes
    const folders = this.prefixes.finish()
    const bytes =
      chunks.reduce((sum, chunk) => sum + chunk.length, 0) +
      offsets.byteLength +
      shapeOf.byteLength +
      folders.reduce((sum, folder) => sum + STRING_BYTES + folder.length, 0)
    const valuesAt = (position: number) => {
      const offset = offsets[position] as number
      const number = offset >>> CHUNK_BITS
      const chunk = chunks[number] as Buffer
      const next = position + 1 < size ? (offsets[position + 1] as number) : -1
      const end =
        next >>> CHUNK_BITS === number && next !== -1 ? next & (CHUNK_BYTES - 1) : chunk.length
      return expandValues(chunk.toString('utf8', offset & (CHUNK_BYTES - 1), end), folders)
    }
    return {
      size,
      bytes,
      at(position) {
        // Faster than parsing the object's text (~2 µs against ~2.6 for the text as it was kept).
        const values = JSON.parse(`[${valuesAt(position)}]`) as unknown[]
        const item: Record<string, unknown> = {}
        ;(keys[shapeOf[position] as number] as string[]).forEach((key, at) => {
          item[key] = values[at]
        })
        return item as CatalogItem
      },
      text: (position) =>
        objectText(valuesAt(position), prefixes[shapeOf[position] as number] as string[]),
    }
  }

  /** Ends the buffer in use at what it holds: a view, or a copy for the last one (most is unused). */
  private seal(last = false): void {
    if (this.chunk.length === 0) return
    const held = this.chunk.subarray(0, this.used)
    this.chunks.push(last ? Buffer.from(held) : held)
    this.chunk = Buffer.allocUnsafe(0)
    this.used = 0
  }

  private growOffsets(): void {
    const length = this.offsets.length * 2
    this.offsets = grown(this.offsets, length)
    this.shapeOf = grown(this.shapeOf, length)
  }
}
