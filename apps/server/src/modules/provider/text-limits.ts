// What one provider answer may make the server hold (issue 14). A panel controls every text and list
// it sends: a 5 MB name kept as it came would live as long as the catalogue, in every page and
// snapshot of it. So each text is cut when it is read, and each list inside a row is bounded; the
// catalogue's memory estimate and its answer bounds (catalog-size.ts) follow from these numbers.

/** Lengths in UTF-16 code units, as `String#length` counts them. */
export const TEXT_MAX = {
  /** Names, titles, category and season names, and every other short field. */
  name: 512,
  /** Plots, descriptions, overviews. */
  plot: 8 * 1024,
  /** Comma-separated lists: cast, director, genre. */
  list: 2 * 1024,
  /** Addresses (images): a longer one is dropped, since a cut address points somewhere else. */
  url: 2 * 1024,
} as const

/** How many entries of a panel's lists are kept. */
export const COUNT_MAX = {
  /** A title's `backdrop_path` (the web shows the first). */
  backdrops: 5,
  /** A title's `category_ids`, with those of its duplicate rows merged in. */
  categoryIds: 32,
  /** Categories of one type. */
  categories: 5_000,
  /** Episodes of one show, all seasons together (the longest real ones have ~1,100). */
  episodes: 3_000,
  /** Programmes of one short EPG answer. */
  epgEntries: 1_000,
  /** An account's `allowed_output_formats`. */
  outputFormats: 16,
} as const

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff

/**
 * `text` cut to at most `max` code units, never between the halves of a surrogate pair, as a
 * string of its own: `slice` may return a view that keeps the whole parsed value (megabytes) alive
 * for as long as the cut is. Only over-long values take this path.
 */
export function cutText(text: string, max: number): string {
  const end = isHighSurrogate(text.charCodeAt(max - 1)) ? max - 1 : max
  return Buffer.from(text.slice(0, end), 'utf16le').toString('utf16le')
}
