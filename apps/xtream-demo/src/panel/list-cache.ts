import type { Row } from './format-common'
import { phpJson } from './php-json'

const ROWS_PER_CHUNK = 2000

/** Serialises rows into one JSON array buffer, a chunk at a time so no giant string is built. */
export function serialiseRows(rows: Iterable<Row>): Buffer {
  const chunks: Buffer[] = [Buffer.from('[')]
  let pending: string[] = []
  let first = true
  const flush = () => {
    if (pending.length === 0) return
    chunks.push(Buffer.from((first ? '' : ',') + pending.join(','), 'latin1'))
    first = false
    pending = []
  }
  let num = 1
  for (const row of rows) {
    pending.push(phpJson({ num: num++, ...row }))
    if (pending.length >= ROWS_PER_CHUNK) flush()
  }
  flush()
  chunks.push(Buffer.from(']'))
  return Buffer.concat(chunks)
}

/**
 * The same bytes as serialiseRows, made as they are read: the huge account's lists (~200 MB of
 * JSON) are never held whole, so the demo stays small while a client downloads them.
 */
export function streamRows(rows: Iterable<Row>): ReadableStream<Uint8Array<ArrayBuffer>> {
  const iterator = rows[Symbol.iterator]()
  let num = 1
  let started = false
  return new ReadableStream({
    pull(controller) {
      const pending: string[] = []
      for (let next = iterator.next(); !next.done; next = iterator.next()) {
        pending.push(phpJson({ num: num++, ...next.value }))
        if (pending.length >= ROWS_PER_CHUNK) break
      }
      const done = pending.length < ROWS_PER_CHUNK
      const text = (started ? (pending.length > 0 ? ',' : '') : '[') + pending.join(',')
      started = true
      controller.enqueue(new Uint8Array(Buffer.from(done ? text + ']' : text, 'latin1')))
      if (done) controller.close()
    },
    cancel() {
      iterator.return?.()
    },
  })
}

/**
 * Keeps the few full-list answers in use; URLs inside depend on the requesting host, so the
 * key includes it, and the small bound keeps the 100k-movie answers from piling up.
 */
export class ListCache {
  private readonly entries = new Map<string, Buffer>()

  constructor(private readonly maxEntries = 8) {}

  get(key: string, build: () => Buffer): Buffer {
    const hit = this.entries.get(key)
    if (hit) {
      this.entries.delete(key)
      this.entries.set(key, hit)
      return hit
    }
    const built = build()
    this.entries.set(key, built)
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value
      if (oldest === undefined) break
      this.entries.delete(oldest)
    }
    return built
  }

  clear(): void {
    this.entries.clear()
  }
}
