// Name search over one list: names are folded once (lower case, accents removed) and indexed by
// trigram, so a query only verifies the items that hold its rarest trigram instead of scanning all.

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
   * order; at most `limit`.
   */
  find(folded: string, limit: number): number[]
}

export function buildSearchIndex(names: readonly string[]): SearchIndex {
  const folded = names.map(foldText)
  // One pass; positions arrive in increasing order, so a repeat is always the last one pushed.
  const postings = new Map<number, number[]>()
  folded.forEach((name, position) => {
    for (let at = 0; at + 3 <= name.length; at += 1) {
      const k = key(name, at)
      const list = postings.get(k)
      if (!list) postings.set(k, [position])
      else if (list[list.length - 1] !== position) list.push(position)
    }
  })

  function rank(candidates: Iterable<number>, query: string, limit: number): number[] {
    const starts: number[] = []
    const contains: number[] = []
    for (const position of candidates) {
      const name = folded[position] as string
      const at = name.indexOf(query)
      if (at === 0) {
        starts.push(position)
        if (starts.length >= limit) break
      } else if (at > 0 && contains.length < limit) contains.push(position)
    }
    return [...starts, ...contains].slice(0, limit)
  }

  return {
    find(query, limit) {
      if (query.length === 0 || limit <= 0) return []
      // Shorter than a trigram (a folded query can shrink): a plain scan.
      if (query.length < 3) return rank(folded.keys(), query, limit)
      let rarest: number[] | undefined
      for (const k of new Set(trigramsOf(query))) {
        const list = postings.get(k)
        if (!list) return []
        if (!rarest || list.length < rarest.length) rarest = list
      }
      return rank(rarest ?? [], query, limit)
    },
  }
}
