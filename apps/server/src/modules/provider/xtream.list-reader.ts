import { ProviderError } from './provider-error'

// A 100k-item list is ~70 MB of JSON: parsed whole, its text and its raw rows (several times its
// size) are alive at once beside the normalised items. Read in slices of about a megabyte, only
// one slice of rows exists at a time.

const SLICE_BYTES = 1024 * 1024
const ROW_SEPARATOR = Buffer.from('},{')
const OPEN_BRACKET = 0x5b

/** The rows of a JSON list, slice by slice (see readListSlices). */
export class ListSlices {
  constructor(readonly slices: Iterable<unknown[]>) {}
}

/** The first byte that is not JSON whitespace, or -1. */
export function firstVisibleByte(bytes: Buffer): number {
  for (let at = 0; at < bytes.length; at += 1) {
    const byte = bytes[at] as number
    if (byte !== 0x20 && byte !== 0x0a && byte !== 0x0d && byte !== 0x09) return at
  }
  return -1
}

/**
 * Slices a JSON array at `},{` and parses each slice as its own array. A cut can only parse when
 * it fell between two top-level rows (anywhere else, the one `]` added cannot close what is
 * open), so a slice that fails to parse means a `},{` inside a string or a nested object, or a
 * broken body: the whole text is parsed then, and its rows not yet given are given.
 */
export function* readListSlices(bytes: Buffer): Generator<unknown[]> {
  const open = firstVisibleByte(bytes)
  if (open === -1 || bytes[open] !== OPEN_BRACKET)
    throw new TypeError('readListSlices needs a JSON array')
  let from = open + 1
  let given = 0
  for (;;) {
    const cut = bytes.indexOf(ROW_SEPARATOR, from + SLICE_BYTES)
    const slice =
      cut === -1
        ? '[' + bytes.toString('utf8', from)
        : '[' + bytes.toString('utf8', from, cut + 1) + ']'
    let rows: unknown[]
    try {
      rows = JSON.parse(slice) as unknown[]
    } catch {
      yield wholeListAfter(bytes, given)
      return
    }
    given += rows.length
    yield rows
    if (cut === -1) return
    from = cut + 2
  }
}

function wholeListAfter(bytes: Buffer, given: number): unknown[] {
  let whole: unknown
  try {
    whole = JSON.parse(bytes.toString('utf8'))
  } catch {
    throw new ProviderError('invalid-answer', { reason: 'malformed-json' })
  }
  return (whole as unknown[]).slice(given)
}
