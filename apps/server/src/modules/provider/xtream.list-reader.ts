import { CLOSE_BRACKET, OPEN_BRACKET } from '../../lib/json-chars'
import { ProviderError } from './provider-error'
import { ListScanner } from './xtream.list-scanner'

// A 100k-item list is ~70 MB of JSON: parsed whole, its text and its raw rows (several times its
// size) are alive at once beside the normalised items. It is parsed as it arrives instead, slice
// by slice: the parse overlaps the download and other requests are served between slices. A slice
// stays under V8's large-object size (~128 KB), so its text dies young with its rows: megabyte
// slices went to the large-object space and piled up there until a full collection.

const SLICE_BYTES = 64 * 1024
/** A row longer than this is scanned (xtream.list-scanner) rather than joined and parsed whole. */
const GIANT_ROW_BYTES = 1024 * 1024
const ROW_SEPARATOR = Buffer.from('},{')

const malformed = () => new ProviderError('invalid-answer', { reason: 'malformed-json' })

/** The first byte that is not JSON whitespace, or -1. */
export function firstVisibleByte(bytes: Buffer): number {
  for (let at = 0; at < bytes.length; at += 1) {
    const byte = bytes[at] as number
    if (byte !== 0x20 && byte !== 0x0a && byte !== 0x0d && byte !== 0x09) return at
  }
  return -1
}

/** A body as read so far: a JSON array to be read slice by slice, or the whole of anything else. */
export type OpenedBody =
  { kind: 'list'; slices: AsyncGenerator<unknown[]> } | { kind: 'other'; bytes: Buffer }

/**
 * Reads until the first visible byte: an array is handed on as `slices` (which go on reading the
 * same body), anything else (a login object, HTML, nothing) is read whole.
 */
export async function openBody(chunks: AsyncIterable<Buffer>): Promise<OpenedBody> {
  const source = chunks[Symbol.asyncIterator]()
  const head: Buffer[] = []
  for (;;) {
    const next = await source.next()
    if (next.done) return { kind: 'other', bytes: Buffer.concat(head) }
    head.push(next.value)
    const first = firstVisibleByte(next.value)
    if (first === -1) continue
    if (next.value[first] === OPEN_BRACKET)
      return { kind: 'list', slices: listSlices(head, source) }
    for (let rest = await source.next(); !rest.done; rest = await source.next())
      head.push(rest.value)
    return { kind: 'other', bytes: Buffer.concat(head) }
  }
}

/**
 * Cuts the array at `},{` past every SLICE_BYTES and parses each cut as its own array. A cut can
 * only parse when it fell between two top-level rows (anywhere else, the one `]` added cannot
 * close what is open), so a cut that fails means a `},{` inside a string or a nested object, or a
 * broken body: the rows up to past it are then read by a ListScanner, which follows strings, and
 * cutting resumes after them. A row longer than GIANT_ROW_BYTES is scanned too, so it is never
 * joined, decoded and parsed whole (a panel's 10 MB row would hold the event loop ~100 ms and
 * weigh 40 MB on the way).
 */
async function* listSlices(
  head: Buffer[],
  source: AsyncIterator<Buffer>,
): AsyncGenerator<unknown[]> {
  // The unread text starts at `pending[from]`; chunks wait in `queued` until a cut can be looked
  // for among them. A long stretch without a cut is joined as it doubles, not chunk by chunk.
  let pending: Buffer = Buffer.concat(head)
  let from = firstVisibleByte(pending) + 1
  let queued: Buffer[] = []
  let queuedBytes = 0
  // Where the next `},{` search starts: never twice over the same bytes.
  let searchFrom = from + SLICE_BYTES
  // While set, every byte goes through it.
  let scanner = null as ListScanner | null
  // Rows were given: the unread text follows a ','.
  let given = false
  let failedCuts = 0

  function* drain(): Generator<unknown[]> {
    for (;;) {
      if (scanner) {
        from = scanner.feed(pending, from)
        const values = scanner.values()
        if (values.length > 0) {
          given = true
          yield values
        }
        if (scanner.ended && firstVisibleByte(pending.subarray(from)) !== -1) throw malformed()
        if (!scanner.handedBack) return
        scanner = null
        searchFrom = from + SLICE_BYTES
        continue
      }
      const cut = pending.indexOf(ROW_SEPARATOR, searchFrom)
      if (cut === -1) {
        searchFrom = Math.max(searchFrom, pending.length - ROW_SEPARATOR.length + 1)
        // No cut in over a megabyte: a giant row, or values that are no objects. That stretch is
        // scanned, and cutting resumes after the value it ends in.
        if (pending.length - from > GIANT_ROW_BYTES)
          scanner = new ListScanner(pending.length - from, given)
        if (scanner) continue
        return
      }
      // The slice's brackets are written over the separators around it (the byte before `from`
      // is the list's own '[' or the ',' of the last cut), so it is decoded as one flat string:
      // '[' + text + ']' would make JSON.parse copy a megabyte again to flatten it.
      const comma = pending[cut + 1] as number
      pending[from - 1] = OPEN_BRACKET
      pending[cut + 1] = CLOSE_BRACKET
      let rows: unknown[]
      try {
        rows = JSON.parse(pending.toString('utf8', from - 1, cut + 2)) as unknown[]
      } catch {
        pending[cut + 1] = comma
        // Cutting resumes past the row; from a second failure on (rows with nested lists of
        // objects hold a `},{` each) the rest is scanned, which costs less than failing each slice.
        failedCuts += 1
        scanner = new ListScanner(failedCuts === 1 ? cut + 2 - from : Infinity, given)
        continue
      }
      given = true
      yield rows
      from = cut + 2
      searchFrom = from + SLICE_BYTES
    }
  }

  try {
    yield* drain()
    for (let next = await source.next(); !next.done; next = await source.next()) {
      if (scanner?.ended) {
        if (firstVisibleByte(next.value) !== -1) throw malformed()
        continue
      }
      if (scanner) {
        pending = next.value
        from = 0
        yield* drain()
        continue
      }
      queued.push(next.value)
      queuedBytes += next.value.length
      if (pending.length + queuedBytes < searchFrom + ROW_SEPARATOR.length) continue
      const unread = pending.length - from
      if (unread > 2 * SLICE_BYTES && queuedBytes < unread / 2) continue
      // One byte before `from` stays: the slice's '[' is written there.
      pending = Buffer.concat([pending.subarray(from - 1), ...queued])
      searchFrom -= from - 1
      from = 1
      queued = []
      queuedBytes = 0
      yield* drain()
    }
    if (scanner) {
      if (!scanner.ended) throw malformed()
      return
    }
    const last = Buffer.concat([pending.subarray(from - 1), ...queued])
    last[0] = OPEN_BRACKET
    try {
      yield JSON.parse(last.toString('utf8')) as unknown[]
    } catch {
      throw malformed()
    }
  } finally {
    await source.return?.()
  }
}
