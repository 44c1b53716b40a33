import {
  BACKSLASH,
  CLOSE_BRACE,
  CLOSE_BRACKET,
  COMMA,
  OPEN_BRACE,
  OPEN_BRACKET,
  QUOTE,
} from '../../lib/json-chars'
import { ProviderError } from './provider-error'

const U = 0x75

/**
 * Bytes of each string kept: more than the longest text limit (TEXT_MAX) needs even when every
 * character is a 6-byte escape, so the readers cut a kept string where they would have cut the
 * whole one.
 */
export const STRING_BYTES_MAX = 64 * 1024

const isSpace = (byte: number) => byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09

const malformed = () => new ProviderError('invalid-answer', { reason: 'malformed-json' })

/**
 * Reads the values of a JSON array byte by byte as they arrive, from just after its '[' or a ','
 * between two values, and keeps a copy of them in which no string is longer than STRING_BYTES_MAX.
 * A row carrying megabytes of text is then never joined, decoded or parsed whole: each chunk costs
 * a scan (strings are skipped with indexOf) and the parse of what was kept. Strings and escapes
 * are followed, so a `},{` inside a string is not taken for the end of a row.
 */
export class ListScanner {
  private depth = 0
  private inString = false
  /** 0: outside an escape; -1: the byte after a backslash comes next; n: hex digits left. */
  private escape = 0
  /** Bytes of the current string kept so far. */
  private kept = 0
  /** The rest of the current string is being skipped. */
  private dropping = false
  private parts: Buffer[] = []
  private size = 0
  /** Where the kept bytes hold whole values up to (a ',' or the end), or -1. */
  private boundary = -1
  private scanned = 0
  private slashIn: Buffer | null = null
  private slashAt = -1
  /** The array's ']' was read. */
  ended = false
  /** The scan stopped at a ',' (see `handBackAfter`): the rest is the caller's again. */
  handedBack = false
  /** A value already ended with a ',' (so an empty last one is a trailing comma). */
  private afterComma: boolean
  /** The current value has begun (a byte that is not whitespace was read). */
  private begun = false

  /**
   * @param handBackAfter bytes to scan before the first ',' between two values that ends the scan
   * (Infinity: never), so a caller can go back to cheaper cuts past a row it could not cut.
   * @param afterComma the first value follows a ',' (not the array's '[').
   */
  constructor(
    private readonly handBackAfter: number,
    afterComma: boolean,
  ) {
    this.afterComma = afterComma
  }

  /**
   * Scans `bytes` from `at`; returns where it stopped: the end of `bytes`, just past the ',' that
   * handed the rest back, or just past the array's ']'. Take the values read with `values()`.
   */
  feed(bytes: Buffer, at: number): number {
    const offset = this.scanned - at
    let keepFrom = this.dropping ? -1 : at
    let i = at
    const end = bytes.length
    while (i < end) {
      if (this.inString) {
        if (this.escape !== 0) {
          this.escape = this.escape === -1 ? (bytes[i] === U ? 4 : 0) : this.escape - 1
          if (!this.dropping) this.kept += 1
          i += 1
          continue
        }
        const quote = bytes.indexOf(QUOTE, i)
        const slash = this.backslashFrom(bytes, i)
        let stop = quote === -1 ? end : quote
        if (slash !== -1 && slash < stop) stop = slash
        if (!this.dropping) {
          // Negative once an escape went past the limit.
          const room = STRING_BYTES_MAX - this.kept
          if (stop - i > room || (stop === slash && stop - i >= room)) {
            // Cut in the text or before an escape, never inside one (a character of several bytes
            // may be split: it decodes to U+FFFD, past where any reader cuts).
            this.copy(bytes, keepFrom, i + Math.max(0, Math.min(room, stop - i)))
            this.dropping = true
            keepFrom = -1
          } else this.kept += stop - i
        }
        if (stop === end) break
        if (stop === quote) {
          this.inString = false
          if (this.dropping) keepFrom = quote
          this.dropping = false
        } else {
          if (!this.dropping) this.kept += 1
          this.escape = -1
        }
        i = stop + 1
        continue
      }
      const byte = bytes[i] as number
      if (byte === QUOTE) {
        this.inString = true
        this.kept = 0
        this.begun = true
      } else if (byte === OPEN_BRACE || byte === OPEN_BRACKET) {
        this.depth += 1
        this.begun = true
      } else if (byte === CLOSE_BRACE || byte === CLOSE_BRACKET) {
        if (this.depth === 0) {
          // `[1,]` and `}` at the top: JSON.parse would not see the first as wrong.
          if (byte === CLOSE_BRACE || (this.afterComma && !this.begun)) throw malformed()
          this.copy(bytes, keepFrom, i)
          this.boundary = this.size
          this.ended = true
          this.scanned += i + 1 - at
          return i + 1
        }
        this.depth -= 1
      } else if (byte === COMMA && this.depth === 0) {
        if (!this.begun) throw malformed()
        this.begun = false
        this.afterComma = true
        if (offset + i >= this.handBackAfter) {
          this.copy(bytes, keepFrom, i)
          this.boundary = this.size
          this.handedBack = true
          this.scanned += i + 1 - at
          return i + 1
        }
        this.boundary = this.size + (i - keepFrom)
      } else if (!isSpace(byte)) this.begun = true
      i += 1
    }
    if (keepFrom !== -1) this.copy(bytes, keepFrom, end)
    this.scanned += end - at
    return end
  }

  /** The whole values read so far, parsed (the start of an unfinished one stays for later). */
  values(): unknown[] {
    if (this.boundary < 0) return []
    const kept = Buffer.concat(this.parts, this.size)
    const batch = Buffer.allocUnsafe(this.boundary + 2)
    batch[0] = OPEN_BRACKET
    kept.copy(batch, 1, 0, this.boundary)
    batch[this.boundary + 1] = CLOSE_BRACKET
    const rest = kept.subarray(Math.min(this.boundary + 1, this.size))
    this.parts = rest.length > 0 ? [Buffer.from(rest)] : []
    this.size = rest.length
    this.boundary = -1
    try {
      return JSON.parse(batch.toString('utf8')) as unknown[]
    } catch {
      throw malformed()
    }
  }

  private copy(bytes: Buffer, from: number, to: number): void {
    if (to <= from) return
    this.parts.push(Buffer.from(bytes.subarray(from, to)))
    this.size += to - from
  }

  /** The next backslash at or after `at`; remembered, so each chunk is searched once overall. */
  private backslashFrom(bytes: Buffer, at: number): number {
    if (this.slashIn !== bytes || (this.slashAt !== -1 && this.slashAt < at)) {
      this.slashIn = bytes
      this.slashAt = bytes.indexOf(BACKSLASH, at)
    }
    return this.slashAt
  }
}
