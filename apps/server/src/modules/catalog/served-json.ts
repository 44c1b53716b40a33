import type { CatalogItem } from '@myflix/shared'
import {
  BACKSLASH,
  CLOSE_BRACE,
  CLOSE_BRACKET,
  COMMA,
  OPEN_BRACKET,
  QUOTE,
} from '../../lib/json-chars'

/** Maps a provider image to what the browser loads (e.g. our media proxy); null drops it. */
export type ImageMap = (url: string | null) => string | null

/** Turns an item into the JSON the browser gets. */
export interface ItemSerialiser {
  (item: CatalogItem): string
  /**
   * Set when the serialiser is `serialiseWith(images)`: an index then makes an item's JSON from its
   * packed text by replacing a few values, without parsing the whole item (issue 22's page CPU).
   */
  readonly images?: ImageMap
}

/** The browser's JSON of an item: its images mapped, every other field as it is. */
export function serialiseWith(images: ImageMap): ItemSerialiser {
  const serialise = (item: CatalogItem) =>
    JSON.stringify({
      ...item,
      image: images(item.image),
      ...(item.backdrop && {
        backdrop: item.backdrop.map(images).filter((url): url is string => url !== null),
      }),
    })
  return Object.assign(serialise, { images })
}

/** What an index sets on an item as it makes it (catalog-index.ts `at`). */
export interface Annotations {
  categoryName: string
  /** The merged categories of an item the panel listed more than once. */
  categoryIds: string[] | undefined
  adult: boolean
}

/**
 * `serialiseWith(images)` of the item whose `JSON.stringify` is `text`, once annotated, made by
 * replacing the values that change in `text` itself (same keys, same order); null when `text` lacks
 * a key the answer replaces in place (the caller then parses). A key is found as `,"key":`, which
 * JSON.stringify writes nowhere else for a flat object (a quote inside a string is escaped, and in
 * an array a string is never followed by a colon); items hold no nested object.
 */
export function splicedJson(text: string, images: ImageMap, notes: Annotations): string | null {
  const image = valueOf(text, 'image')
  const ids = valueOf(text, 'category_ids')
  const name = valueOf(text, 'category_name')
  if (!image || !ids || !name) return null
  // In the order the normaliser writes the keys; any other order is sorted below.
  const edits: Array<[number, number, string]> = [
    [image[0], image[1], JSON.stringify(images(stringAt(text, image)))],
  ]
  if (notes.categoryIds) edits.push([ids[0], ids[1], JSON.stringify(notes.categoryIds)])
  edits.push([name[0], name[1], JSON.stringify(notes.categoryName)])
  let tail = '}'
  if (notes.adult) {
    const flag = valueOf(text, 'is_adult')
    if (flag) edits.push([flag[0], flag[1], 'true'])
    else tail = ',"is_adult":true}'
  }
  const backdrop = valueOf(text, 'backdrop')
  if (backdrop && text.charCodeAt(backdrop[0]) === OPEN_BRACKET && backdrop[1] - backdrop[0] > 2) {
    const urls = (JSON.parse(text.slice(backdrop[0], backdrop[1])) as string[]).map(images)
    edits.push([backdrop[0], backdrop[1], JSON.stringify(urls.filter((url) => url !== null))])
  }
  if (edits.some((edit, at) => at > 0 && edit[0] < (edits[at - 1] as [number, number, string])[0]))
    edits.sort((a, b) => a[0] - b[0])
  let json = ''
  let from = 0
  for (const [start, end, value] of edits) {
    json += text.slice(from, start) + value
    from = end
  }
  return json + text.slice(from, -1) + tail
}

/** The string (or null) JSON.stringify wrote at `range`: read as it is when nothing is escaped. */
function stringAt(text: string, [start, end]: [number, number]): string | null {
  if (text.charCodeAt(start) !== QUOTE) return null
  const inner = text.slice(start + 1, end - 1)
  return inner.includes('\\') ? (JSON.parse(text.slice(start, end)) as string) : inner
}

/** [start, end) of the value of `key` in `text`, or null when it has no such key. */
function valueOf(text: string, key: string): [number, number] | null {
  const at = text.indexOf(`,"${key}":`)
  if (at < 0) return null
  const start = at + key.length + 4
  let inString = false
  for (let i = start; i < text.length; i += 1) {
    const code = text.charCodeAt(i)
    if (inString) {
      if (code === BACKSLASH) i += 1
      else if (code === QUOTE) {
        inString = false
        // A string value ends with its closing quote; in an array, the bracket ends it.
        if (text.charCodeAt(start) === QUOTE) return [start, i + 1]
      }
    } else if (code === QUOTE) inString = true
    else if (code === CLOSE_BRACKET) return [start, i + 1]
    else if ((code === COMMA || code === CLOSE_BRACE) && text.charCodeAt(start) !== OPEN_BRACKET)
      return [start, i]
  }
  return null
}
