/** Bytes of one of the cache's buffers. */
const CHUNK_BYTES = 1024 * 1024
/** A text longer than this is made each time it is asked for (none is, from a normalised item). */
const TEXT_BYTES_MAX = 0xffff
/** Bytes per position of the cache's own index, once it holds anything: where each text is. */
const INDEX_BYTES = 4 + 4 + 2

/**
 * The browser's JSON of the items of one list last answered, by position, as UTF-8 in 1 MB buffers:
 * a text kept costs its bytes (~600 a title), where a string in a Map cost ~1.3 KB, so a list's
 * answers can be kept whole within a few tens of MB (issue 22: pages spread over a 100,000-film list
 * cost 5× main's CPU with 10,000 strings kept, for the poster's HMAC and the splice of each). When
 * the buffers reach `maxBytes` the oldest buffer goes, and with it every text it held; a position
 * knows its text by the number of the buffer it was written to, never reused.
 */
export class JsonCache {
  private readonly chunks: Buffer[] = []
  /** The number of `chunks[0]`; a position whose buffer is older was let go. */
  private first = 1
  private used = 0
  private generation: Uint32Array | null = null
  private start: Uint32Array | null = null
  private length: Uint16Array | null = null

  constructor(
    private readonly positions: number,
    private readonly maxBytes: number,
  ) {}

  /** Bytes held: the buffers, and the index once made. */
  get bytes(): number {
    return this.chunks.length * CHUNK_BYTES + (this.generation ? this.positions * INDEX_BYTES : 0)
  }

  /** The text kept for `position`, else the one `make` builds, kept. */
  get(position: number, make: () => string): string {
    const kept = this.kept(position)
    if (kept) return kept.toString('utf8')
    const text = make()
    this.keep(position, text)
    return text
  }

  /**
   * `get`'s text as UTF-8: a view of the buffer that keeps it (a kept text is never written over).
   * A page is made of these without decoding and encoding each title again.
   */
  utf8(position: number, make: () => string): Buffer {
    const kept = this.kept(position)
    if (kept) return kept
    const text = make()
    return this.keep(position, text) ?? Buffer.from(text)
  }

  private kept(position: number): Buffer | null {
    const generation = this.generation?.[position] ?? 0
    if (generation < this.first) return null
    const chunk = this.chunks[generation - this.first] as Buffer
    const start = (this.start as Uint32Array)[position] as number
    return chunk.subarray(start, start + ((this.length as Uint16Array)[position] as number))
  }

  /** Keeps the text, and gives where it went; null when it is not kept. */
  private keep(position: number, text: string): Buffer | null {
    const length = Buffer.byteLength(text)
    if (length > TEXT_BYTES_MAX || this.maxBytes < CHUNK_BYTES) return null
    if (!this.generation) {
      this.generation = new Uint32Array(this.positions)
      this.start = new Uint32Array(this.positions)
      this.length = new Uint16Array(this.positions)
    }
    let chunk = this.chunks.at(-1)
    if (!chunk || this.used + length > chunk.length) {
      if ((this.chunks.length + 1) * CHUNK_BYTES > this.maxBytes) {
        this.chunks.shift()
        this.first += 1
      }
      chunk = Buffer.allocUnsafe(CHUNK_BYTES)
      this.chunks.push(chunk)
      this.used = 0
    }
    const start = this.used
    chunk.write(text, start, 'utf8')
    this.generation[position] = this.first + this.chunks.length - 1
    ;(this.start as Uint32Array)[position] = start
    ;(this.length as Uint16Array)[position] = length
    this.used += length
    return chunk.subarray(start, start + length)
  }
}
