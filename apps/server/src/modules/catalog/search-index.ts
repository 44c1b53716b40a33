import { CHAR_BYTES } from './catalog-size'

// Name search over one list: names are folded once (lower case, accents removed) and joined into one
// string that a query scans with indexOf (V8's string search, far faster than a loop over names).

const COMBINING_MARKS = /\p{M}/gu
const ASCII = /^[\x20-\x7e]*$/

/** Lower case without accents: 'Ação' → 'acao'. Searches and names meet in this form. */
export function foldText(value: string): string {
  if (ASCII.test(value)) return value.toLowerCase()
  return value.normalize('NFD').replace(COMBINING_MARKS, '').toLowerCase()
}

/** Ends every name in the joined text; one inside a name or a query reads as a space. */
const SEPARATOR = '\u0000'

export interface SearchIndex {
  /**
   * Positions of the names containing `folded`, names starting with it first, each group in list
   * order; at most `limit`. Exact at any stage of the build.
   */
  find(folded: string, limit: number): number[]
  /** Indexes up to `count` more names; false once every name is indexed. */
  grow(count: number): boolean
  /** Bytes held (catalog-size.ts): the joined text and the offsets of its names. */
  readonly bytes: number
}

/** Offset of the first character of each name in `text`, and the text's length last. */
interface Joined {
  text: string
  starts: Uint32Array
}

/** The position of the name whose characters hold `offset`. */
function positionAt(starts: Uint32Array, offset: number): number {
  let low = 0
  let high = starts.length - 2
  while (low < high) {
    const middle = (low + high + 1) >>> 1
    if ((starts[middle] as number) <= offset) low = middle
    else high = middle - 1
  }
  return low
}

/** Up to `limit` positions, in order, whose name starts with `query` (`starts`) or holds it after 0. */
function scan({ text, starts }: Joined, query: string, atStart: boolean, limit: number): number[] {
  const found: number[] = []
  const needle = atStart ? SEPARATOR + query : query
  for (let from = 0; found.length < limit;) {
    const at = text.indexOf(needle, from)
    if (at === -1) break
    const position = positionAt(starts, atStart ? at + 1 : at)
    // Only a name's first match counts, as indexOf on the name alone would: a name that starts
    // with the query belongs to the first group only.
    if (atStart || at !== starts[position]) found.push(position)
    from = (starts[position + 1] as number) - 1
  }
  return found
}

/**
 * The folded names joined into one string, each after a separator, searched with indexOf: ~1 byte a
 * character and 4 an offset, where a trigram index cost ~60 bytes a name (measured on the demo's
 * lists, issue 22), and as fast on a 100k-name list. Built in steps (see `grow`), so a list can be
 * served at once and indexed between requests; names not indexed yet are scanned.
 */
export function createSearchIndex(names: readonly string[]): SearchIndex {
  let source: readonly string[] | null = names
  const pieces: string[] = []
  let joined: Joined | null = null
  const count = names.length

  const naive = (query: string, atStart: boolean, limit: number) => {
    const found: number[] = []
    for (let position = 0; position < count && found.length < limit; position += 1) {
      const at = fold(source?.[position] ?? '').indexOf(query)
      if (atStart ? at === 0 : at > 0) found.push(position)
    }
    return found
  }
  const fold = (name: string) => foldText(name).replaceAll(SEPARATOR, ' ')

  function finish(): Joined {
    const text = SEPARATOR + pieces.join(SEPARATOR) + SEPARATOR
    const starts = new Uint32Array(count + 1)
    let offset = 1
    for (let position = 0; position < count; position += 1) {
      starts[position] = offset
      offset += (pieces[position] as string).length + 1
    }
    starts[count] = offset
    pieces.length = 0
    source = null
    return { text, starts }
  }
  if (count === 0) joined = finish()

  return {
    grow(amount) {
      if (joined || !source) return false
      const end = Math.min(count, pieces.length + amount)
      for (let position = pieces.length; position < end; position += 1)
        pieces.push(fold(source[position] as string))
      if (pieces.length < count) return true
      joined = finish()
      return false
    },
    get bytes() {
      if (!joined) return 0
      return joined.text.length * CHAR_BYTES + joined.starts.byteLength
    },
    find(raw, limit) {
      const query = raw.replaceAll(SEPARATOR, ' ')
      if (query.length === 0 || limit <= 0) return []
      const search = joined
        ? (atStart: boolean, max: number) => scan(joined as Joined, query, atStart, max)
        : (atStart: boolean, max: number) => naive(query, atStart, max)
      const starts = search(true, limit)
      return [...starts, ...(starts.length < limit ? search(false, limit - starts.length) : [])]
    },
  }
}

/** The whole index at once. */
export function buildSearchIndex(names: readonly string[]): SearchIndex {
  const index = createSearchIndex(names)
  index.grow(names.length)
  return index
}
