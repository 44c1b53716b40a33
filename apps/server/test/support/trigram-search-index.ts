// The list index as it was before issue 22 (one object per item, a trigram search), kept only
// so catalog-equivalence.test.ts can check the packed one answers exactly as it did.

// Name search over one list: names are folded once (lower case, accents removed) and indexed by
// trigram, so a query only verifies the items that hold its rarest trigram instead of scanning all.

const CHAR_BYTES = 1
const SLOT_BYTES = 12
const KEY_BYTES = 128

const COMBINING_MARKS = /\p{M}/gu
const ASCII = /^[\x20-\x7e]*$/

/** Lower case without accents: 'Ação' → 'acao'. Searches and names meet in this form. */
export function foldText(value: string): string {
  if (ASCII.test(value)) return value.toLowerCase()
  return value.normalize('NFD').replace(COMBINING_MARKS, '').toLowerCase()
}

// Three characters packed into one small integer; codes above 1023 share buckets, which only adds
// candidates that the substring check then drops.
const key = (text: string, at: number): number =>
  ((text.charCodeAt(at) & 1023) << 20) |
  ((text.charCodeAt(at + 1) & 1023) << 10) |
  (text.charCodeAt(at + 2) & 1023)

function trigramsOf(text: string): number[] {
  const keys: number[] = []
  for (let at = 0; at + 3 <= text.length; at += 1) keys.push(key(text, at))
  return keys
}

export interface SearchIndex {
  /**
   * Positions of the names containing `folded`, names starting with it first, each group in list
   * order; at most `limit`. Exact at any stage of the build.
   */
  find(folded: string, limit: number): number[]
  /** Indexes up to `count` more names; false once every name is indexed. */
  grow(count: number): boolean
  /**
   * Estimated bytes held so far (catalog-size.ts), counted as it grows: a name whose trigrams are
   * all new (random text in a non-Latin script) costs ~100 B a character, common words ~15.
   */
  readonly bytes: number
}

/**
 * An index that is built in steps (see `grow`), so a 100k-name list can be served at once and
 * indexed between requests; names not indexed yet are scanned.
 */
export function createSearchIndex(names: readonly string[]): SearchIndex {
  const folded: string[] = []
  // Positions arrive in increasing order, so a repeat is always the last one pushed.
  const postings = new Map<number, number[]>()
  // Names by their first trigram: the only ones that can start with a query, so finding them
  // costs their number, not the number of names that merely contain the query somewhere.
  const prefixes = new Map<number, number[]>()
  let built = 0
  let bytes = 0
  const foldedAt = (position: number) =>
    position < built ? (folded[position] as string) : foldText(names[position] as string)

  function* positions(from: number, to: number, indexed: readonly number[] = []) {
    yield* indexed
    for (let position = from; position < to; position += 1) yield position
  }

  /** Up to `limit` positions, in order, whose name has the query at 0 (`starts`) or after it. */
  function collect(candidates: Iterable<number>, query: string, starts: boolean, limit: number) {
    const found: number[] = []
    if (limit <= 0) return found
    for (const position of candidates) {
      const at = foldedAt(position).indexOf(query)
      if (starts ? at === 0 : at > 0) {
        found.push(position)
        if (found.length >= limit) break
      }
    }
    return found
  }

  return {
    grow(count) {
      const end = Math.min(names.length, built + count)
      for (let position = built; position < end; position += 1) {
        const name = foldText(names[position] as string)
        folded.push(name)
        bytes += 2 * SLOT_BYTES + CHAR_BYTES * name.length
        if (name.length >= 3) {
          const first = prefixes.get(key(name, 0))
          if (first) first.push(position)
          else prefixes.set(key(name, 0), [position])
          bytes += first ? SLOT_BYTES : KEY_BYTES
        }
        for (let at = 0; at + 3 <= name.length; at += 1) {
          const k = key(name, at)
          const list = postings.get(k)
          if (!list) {
            postings.set(k, [position])
            bytes += KEY_BYTES
          } else if (list[list.length - 1] !== position) {
            list.push(position)
            bytes += SLOT_BYTES
          }
        }
      }
      built = end
      return built < names.length
    },
    get bytes() {
      return bytes
    },
    find(query, limit) {
      if (query.length === 0 || limit <= 0) return []
      // Shorter than a trigram (a folded query can shrink): a plain scan.
      if (query.length < 3) {
        const all = () => positions(0, names.length)
        const starts = collect(all(), query, true, limit)
        return [...starts, ...collect(all(), query, false, limit - starts.length)]
      }
      let rarest: number[] | undefined
      for (const k of new Set(trigramsOf(query))) {
        const list = postings.get(k) ?? []
        if (!rarest || list.length < rarest.length) rarest = list
      }
      const first = prefixes.get(key(query, 0))
      const starts = collect(positions(built, names.length, first), query, true, limit)
      const contains = positions(built, names.length, rarest)
      return [...starts, ...collect(contains, query, false, limit - starts.length)]
    },
  }
}

/** The whole index at once. */
export function buildSearchIndex(names: readonly string[]): SearchIndex {
  const index = createSearchIndex(names)
  index.grow(names.length)
  return index
}
