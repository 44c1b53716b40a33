import type { CatalogItem } from '@myflix/shared'

// A list's items as UTF-8 JSON in a few large buffers, one JS object made only when an answer needs
// it (issue 22): a served title costs its JSON's bytes and ~10 bytes of offsets, where an object with
// its strings cost ~1 KB. Parsing one back is ~2 µs; a page of 50 is 0.1 ms.

/** Bytes of one buffer: large enough that few exist, small enough that the last one wastes little. */
const CHUNK_BYTES = 4 * 1024 * 1024

export interface PackedItems {
  readonly size: number
  /** The item at `position`, a new object each time: compare items by id, never by identity. */
  at(position: number): CatalogItem
  /** The item's JSON text, as JSON.stringify wrote it. */
  text(position: number): string
  /** Bytes held: the buffers and the offsets. */
  readonly bytes: number
}

export class PackedItemsWriter {
  private readonly chunks: Buffer[] = []
  private chunk = Buffer.allocUnsafe(0)
  private used = 0
  private count = 0
  private chunkOf = new Uint16Array(1024)
  private starts = new Uint32Array(1024)
  private lengths = new Uint32Array(1024)

  push(item: CatalogItem): void {
    const text = JSON.stringify(item)
    const length = Buffer.byteLength(text)
    if (this.used + length > this.chunk.length) {
      this.seal()
      this.chunk = Buffer.allocUnsafe(Math.max(CHUNK_BYTES, length))
      this.used = 0
    }
    if (this.count === this.starts.length) this.growOffsets()
    this.chunk.write(text, this.used, 'utf8')
    this.chunkOf[this.count] = this.chunks.length
    this.starts[this.count] = this.used
    this.lengths[this.count] = length
    this.used += length
    this.count += 1
  }

  finish(): PackedItems {
    this.seal()
    const size = this.count
    const { chunks } = this
    const chunkOf = this.chunkOf.slice(0, size)
    const starts = this.starts.slice(0, size)
    const lengths = this.lengths.slice(0, size)
    const bytes =
      chunks.reduce((sum, chunk) => sum + chunk.length, 0) +
      chunkOf.byteLength +
      starts.byteLength +
      lengths.byteLength
    const text = (position: number) => {
      const chunk = chunks[chunkOf[position] as number] as Buffer
      const start = starts[position] as number
      return chunk.toString('utf8', start, start + (lengths[position] as number))
    }
    return {
      size,
      bytes,
      at(position) {
        return JSON.parse(text(position)) as CatalogItem
      },
      text,
    }
  }

  private seal(): void {
    if (this.used === 0) return
    // The last buffer is cut to what it holds (a copy of at most CHUNK_BYTES, once).
    this.chunks.push(
      this.used === this.chunk.length ? this.chunk : Buffer.from(this.chunk.subarray(0, this.used)),
    )
    this.chunk = Buffer.allocUnsafe(0)
    this.used = 0
  }

  private growOffsets(): void {
    const grow = <T extends Uint16Array | Uint32Array>(from: T, to: T): T => {
      to.set(from)
      return to
    }
    const length = this.starts.length * 2
    this.chunkOf = grow(this.chunkOf, new Uint16Array(length))
    this.starts = grow(this.starts, new Uint32Array(length))
    this.lengths = grow(this.lengths, new Uint32Array(length))
  }
}
