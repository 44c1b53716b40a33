import {
  MEDIA_PATHS,
  PAGE_LIMIT_MAX,
  SEARCH_MAX_RESULTS,
  SHORT_LIST_LIMIT_MAX,
} from '@myflix/shared'
import { COUNT_MAX, TEXT_MAX } from '../provider/text-limits'

// What a served catalogue holds in memory, estimated as it is built (the cache's budget), and the
// most any catalogue answer can weigh. Both follow from the provider limits (text-limits.ts).

/**
 * V8 keeps a string in 1 byte a character, or 2 once it holds anything past Latin-1 (not known
 * without reading it): text in another script is under-estimated by half its size.
 */
export const CHAR_BYTES = 1
/**
 * An id's entry in a Map from ids to positions, its key string included (measured ~70 B with node
 * --expose-gc on the demo's lists): what an id that is not a number costs (id-positions.ts). The
 * items themselves are counted as the bytes of their packed JSON (packed-items.ts), the search as
 * its joined text (search-index.ts).
 */
export const POSITION_BYTES = 72
/** A cached JSON text besides its characters: its Map entry and the room around it (210-450 B). */
export const JSON_ENTRY_BYTES = 320

/** Estimated bytes of one cached JSON text. */
export const jsonBytes = (text: string) => JSON_ENTRY_BYTES + CHAR_BYTES * text.length

/** UTF-8 bytes a character may take in JSON: a control character or lone surrogate is `\uXXXX`. */
const JSON_CHAR_BYTES = 6
/** Ids are tokens of at most 64 ASCII characters (xtream.schemas toId), quoted, with a comma. */
const ID_JSON_BYTES = 64 + 3
/**
 * An image as the browser gets it: our signed media-proxy path, whose token is base64url of the
 * cloud id, a newline and the address in UTF-8 (up to 3 bytes a character), then a 22-character
 * signature (media/image-url.ts). Quoted, with a comma.
 */
const IMAGE_JSON_BYTES =
  MEDIA_PATHS.image.length + Math.ceil(((36 + 1 + 3 * TEXT_MAX.url) * 4) / 3) + 1 + 22 + 3
/** Keys, punctuation, numbers and flags: measured ~400 B, rounded up. */
const ITEM_JSON_FIXED_BYTES = 1024

/**
 * The most one item's JSON can weigh: every text at its limit (name, release date and category
 * name; plot; cast, director and genre) and every character an escaped one, every id and image at
 * its limit: 148,299 bytes. A film is the heaviest: a channel's guide id (a name's length) weighs
 * less than the cast, director and backdrops it has not.
 */
export const ITEM_JSON_MAX_BYTES =
  JSON_CHAR_BYTES * (3 * TEXT_MAX.name + TEXT_MAX.plot + 3 * TEXT_MAX.list) +
  (1 + COUNT_MAX.backdrops) * IMAGE_JSON_BYTES +
  (3 + COUNT_MAX.categoryIds) * ID_JSON_BYTES +
  ITEM_JSON_FIXED_BYTES

/** Our envelope and a page's counters around its items. */
const ENVELOPE_BYTES = 256

/** The most an answer of `items` items can weigh. */
export const itemsAnswerMaxBytes = (items: number) =>
  ENVELOPE_BYTES + items * (ITEM_JSON_MAX_BYTES + 1)

/**
 * Characters of titles in one get-*-categorizados answer: 16 M, ~23,000 plain titles (a
 * 300-category catalogue at 50 a page is ~15,000), ~170 at their limits in escaped characters.
 */
export const CATEGORISED_CONTENT_CHARS_MAX = 16 * 1024 * 1024

/** A category in JSON (with its count, or as a group's head with its total and brackets). */
const CATEGORY_JSON_MAX_BYTES = JSON_CHAR_BYTES * TEXT_MAX.name + ID_JSON_BYTES + 64

/**
 * The largest answers: a page (28.3 MB), related and recent titles (7.1 MB), a search (2.8 MB), a
 * title (148 KB), the categories (15.3 MB), get-*-categorizados (78.6 MB). Escaped characters
 * everywhere make these: an item of plain ASCII at every limit is ~35 KB, a quarter of its bound.
 */
export const ANSWER_MAX_BYTES = {
  page: itemsAnswerMaxBytes(PAGE_LIMIT_MAX),
  related: itemsAnswerMaxBytes(SHORT_LIST_LIMIT_MAX),
  search: itemsAnswerMaxBytes(SEARCH_MAX_RESULTS),
  details: itemsAnswerMaxBytes(1),
  categories: ENVELOPE_BYTES + COUNT_MAX.categories * CATEGORY_JSON_MAX_BYTES,
  // The categories, a head per group, and the titles (UTF-8: 3 bytes a character at most).
  categorised:
    ENVELOPE_BYTES +
    2 * COUNT_MAX.categories * CATEGORY_JSON_MAX_BYTES +
    3 * CATEGORISED_CONTENT_CHARS_MAX,
} as const
