import { CHAR_BYTES } from './catalog-size'
import { SEPARATOR, type FoldedNames } from './folded-names'

// Name search over one list: the names come folded and joined (folded-names.ts), with typed-array
// trigram postings: a query only checks the names of its rarest trigram.

/** A trigram's entry in the Map from trigrams to buckets (measured ~30 B). */
const BUCKET_BYTES = 32

export interface SearchIndex {
  /**
   * Positions of the names containing `folded`, names starting with it first, each group in list
   * order; at most `limit`. Exact at any stage of the build.
   */
  find(folded: string, limit: number): number[]
  /** Builds the trigram postings (until then, a query scans the joined names). */
  build(): void
  /** Bytes held (catalog-size.ts): the joined text, the offsets of its names and the postings. */
  readonly bytes: number
}

/** Names by a key: bucket `b`'s positions are `postings[offsets[b]]` up to `postings[offsets[b + 1]]`. */
interface Postings {
  buckets: Map<number, number>
  offsets: Uint32Array
  postings: Uint32Array
}

/**
 * The joined names with the names holding each trigram, and the names starting with each: a query's
 * first group (names that start with it) checks only those, where the names of its rarest trigram
 * can be most of the list (issue 22).
 */
interface Joined extends FoldedNames {
  trigrams: Postings
  firsts: Postings
}

// Three characters packed into one small integer; codes above 1023 share buckets, which only adds
// candidates that the check then drops.
const key = (text: string, at: number): number =>
  ((text.charCodeAt(at) & 1023) << 20) |
  ((text.charCodeAt(at + 1) & 1023) << 10) |
  (text.charCodeAt(at + 2) & 1023)

/** Postings by the keys each name gives, in two passes (count, then fill): no list is ever grown. */
function postingsBy(
  count: number,
  keysOf: (position: number, add: (key: number) => void) => void,
): Postings {
  const buckets = new Map<number, number>()
  const sizes: number[] = []
  const visit = (each: (bucket: number, position: number) => void) => {
    const last: number[] = []
    for (let position = 0; position < count; position += 1)
      keysOf(position, (k) => {
        let bucket = buckets.get(k)
        if (bucket === undefined) {
          bucket = sizes.length
          buckets.set(k, bucket)
          sizes.push(0)
        }
        if (last[bucket] === position) return
        last[bucket] = position
        each(bucket, position)
      })
  }
  visit((bucket) => (sizes[bucket] = (sizes[bucket] as number) + 1))
  const offsets = new Uint32Array(sizes.length + 1)
  for (let bucket = 0; bucket < sizes.length; bucket += 1)
    offsets[bucket + 1] = (offsets[bucket] as number) + (sizes[bucket] as number)
  const postings = new Uint32Array(offsets[sizes.length] as number)
  const fill = offsets.slice(0, sizes.length)
  visit((bucket, position) => {
    postings[fill[bucket] as number] = position
    fill[bucket] = (fill[bucket] as number) + 1
  })
  return { buckets, offsets, postings }
}

/** The names holding each trigram, and those starting with each. */
function postingsOf(text: string, starts: Uint32Array): Pick<Joined, 'trigrams' | 'firsts'> {
  const count = starts.length - 1
  const end = (position: number) => (starts[position + 1] as number) - 1
  return {
    trigrams: postingsBy(count, (position, add) => {
      for (let at = starts[position] as number; at + 3 <= end(position); at += 1) add(key(text, at))
    }),
    firsts: postingsBy(count, (position, add) => {
      const at = starts[position] as number
      if (at + 3 <= end(position)) add(key(text, at))
    }),
  }
}

/** The positions of bucket `k`, none when no name gives it. */
function postingsAt({ buckets, offsets, postings }: Postings, k: number): Uint32Array {
  const bucket = buckets.get(k)
  if (bucket === undefined) return new Uint32Array(0)
  return postings.subarray(offsets[bucket] as number, offsets[bucket + 1] as number)
}

const postingsBytes = ({ buckets, offsets, postings }: Postings) =>
  buckets.size * BUCKET_BYTES + offsets.byteLength + postings.byteLength

/** Names holding every trigram of `query` may hold it: those of its rarest trigram, in order. */
function candidatesOf(joined: Joined, query: string): Uint32Array {
  let best: Uint32Array | null = null
  for (let at = 0; at + 3 <= query.length; at += 1) {
    const names = postingsAt(joined.trigrams, key(query, at))
    if (names.length === 0) return names
    if (!best || names.length < best.length) best = names
  }
  return best ?? new Uint32Array(0)
}

/** Up to `limit` candidates, in order, whose name starts with `query` (`atStart`) or holds it after 0. */
function check(
  { text, starts }: Joined,
  candidates: Uint32Array,
  query: string,
  atStart: boolean,
  limit: number,
): number[] {
  const found: number[] = []
  for (const position of candidates) {
    if (found.length >= limit) break
    const start = starts[position] as number
    // Compared in place: a slice per candidate cost the search most of its CPU (issue 22).
    const first = text.startsWith(query, start)
    if (atStart ? first : !first && holds(text, start + 1, starts[position + 1] as number, query))
      found.push(position)
  }
  return found
}

/** Whether the name from `from` to its separator at `end - 1` holds `query` (which has no NUL). */
function holds(text: string, from: number, end: number, query: string): boolean {
  const head = query.charCodeAt(0)
  const last = end - 1 - query.length
  for (let at = from; at <= last; at += 1)
    if (text.charCodeAt(at) === head && text.startsWith(query, at)) return true
  return false
}

/** The position of the name whose characters hold `offset` (`starts` ascending, the end last). */
export function positionAt(starts: Uint32Array, offset: number): number {
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
function scan(
  { text, starts }: FoldedNames,
  query: string,
  atStart: boolean,
  limit: number,
): number[] {
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
 * The names' trigrams in typed arrays (4 bytes a name and trigram, where lists in a Map cost ~12 and
 * the folded names an object each). A query checks the names of its rarest trigram; one shorter
 * than a trigram, or any query before `build`, scans the joined names with indexOf. So a list is
 * served at once and indexed between requests.
 */
export function createSearchIndex(names: FoldedNames): SearchIndex {
  let joined: Joined | null = null
  return {
    build() {
      joined ??= { ...names, ...postingsOf(names.text, names.starts) }
    },
    get bytes() {
      const { text, starts } = names
      const postings = joined ? postingsBytes(joined.trigrams) + postingsBytes(joined.firsts) : 0
      return text.length * CHAR_BYTES + starts.byteLength + postings
    },
    find(raw, limit) {
      const query = raw.replaceAll(SEPARATOR, ' ')
      if (query.length === 0 || limit <= 0) return []
      const built = joined
      // Shorter than a trigram (a folded query can shrink): a scan of the joined names.
      const candidates = built && query.length >= 3 ? candidatesOf(built, query) : null
      const search = (atStart: boolean, max: number) =>
        built && candidates
          ? check(
              built,
              atStart ? postingsAt(built.firsts, key(query, 0)) : candidates,
              query,
              atStart,
              max,
            )
          : scan(names, query, atStart, max)
      const starts = search(true, limit)
      return [...starts, ...(starts.length < limit ? search(false, limit - starts.length) : [])]
    },
  }
}

/** The whole index at once. */
export function buildSearchIndex(names: FoldedNames): SearchIndex {
  const index = createSearchIndex(names)
  index.build()
  return index
}
