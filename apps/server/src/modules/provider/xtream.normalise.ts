import { t } from '@myflix/shared'
import type { CatalogItem, Category, ContentType } from '@myflix/shared'
import { COUNT_MAX, TEXT_MAX } from './text-limits'
import { expectList } from './xtream-answer'
import {
  readCategoryRow,
  readLiveRow,
  readSeriesRow,
  readStreamRow,
  toId,
  toNum,
  toText,
  toUrl,
} from './xtream.schemas'
import type { RawSeries, RawStream, RawVodInfo } from './xtream.schemas'

export type ListResult<T> = { items: T[]; failures: number }

const VALID_EXTENSION = /^[a-z0-9]{1,8}$/
const HTTP_URL = /^https?:\/\/[^\s]+$/i

// Looked up once: list rows use them by the hundred thousand.
const DEFAULT_RATING = t('provider.defaults.rating')
const DEFAULT_PLOT = t('provider.defaults.plot')
const DEFAULT_TITLE = t('provider.defaults.title')
const DEFAULT_CHANNEL = t('provider.defaults.channel')

/** Lower-case, and only a plain token, since it ends up in a stream path. */
export function extensionOf(value: unknown, fallback: string | null): string | null {
  const ext = toText(value, TEXT_MAX.name)?.toLowerCase().replace(/^\./, '')
  return ext && VALID_EXTENSION.test(ext) ? ext : fallback
}

/** Only http(s) images reach the browser, and none longer than TEXT_MAX.url. */
export function imageOf(...values: unknown[]): string | null {
  for (const value of values) {
    const url = toUrl(value)
    if (url && HTTP_URL.test(url)) return url
  }
  return null
}

/**
 * "7", 7, 5.5, "6.8" → "7.0", "5.5", "6.8"; "", "n/A", null and 0 → null: panels send 0 for "no
 * rating", and the spec's default '0.0' means the same.
 */
export function knownRating(value: unknown): string | null {
  const rating = toNum(value)
  return rating !== null && rating > 0 ? rating.toFixed(1) : null
}

/** Unix seconds from a number or numeric string; 0, negatives and junk → null. */
export function unixOf(value: unknown): number | null {
  const n = toNum(value)
  return n !== null && n > 0 ? Math.trunc(n) : null
}

type CommonRaw = RawStream | RawSeries | RawVodInfo

function yearOf(raw: CommonRaw): string | null {
  if (raw.year && /^\d{4}$/.test(raw.year)) return raw.year
  const date = raw.release_date ?? raw.releaseDate ?? raw.releasedate
  return /^(\d{4})/.exec(date ?? '')?.[1] ?? null
}

export function categoriesOf(raw: CommonRaw): { category_id: string | null; ids: string[] } {
  const primary = raw.category_id ?? raw.category_ids[0] ?? null
  const ids = primary ? [primary] : []
  for (const other of raw.category_ids)
    if (ids.length < COUNT_MAX.categoryIds && !ids.includes(other)) ids.push(other)
  return { category_id: primary, ids }
}

/**
 * A title as its row told it: null where the panel said nothing (name, plot, rating, container).
 * A details answer merges one with the list row, so a gap must not read as a value.
 */
export type ItemDraft = Omit<CatalogItem, 'name' | 'plot' | 'rating'> & {
  name: string | null
  plot: string | null
  rating: string | null
}

/** The title any of the row shapes describes, without defaults (see `withDefaults`). */
export function readItem(
  type: ContentType,
  itemId: string,
  raw: CommonRaw,
  extras: { image: string | null; added: unknown; rating: unknown; duration?: number | null },
): ItemDraft {
  const { category_id, ids } = categoriesOf(raw)
  const item: ItemDraft = {
    id: itemId,
    type,
    // XUI builds `name` as "Title (Year)" and also sends the bare `title`; the year is shown on its own.
    name: raw.title ?? raw.name,
    image: extras.image,
    plot: raw.plot ?? raw.description,
    rating: knownRating(extras.rating),
    year: yearOf(raw),
    genre: raw.genre,
    stream_id: itemId,
    container_extension: type === 'movie' ? extensionOf(raw.container_extension, null) : null,
    category_id,
    category_ids: ids,
    category_name: null,
    added: unixOf(extras.added),
  }
  if (raw.is_adult) item.is_adult = true
  if (type === 'live') return item
  const minutes = raw.episode_run_time
  item.director = raw.director
  item.cast = raw.cast ?? raw.actors
  item.duration = extras.duration ?? (minutes !== null && minutes > 0 ? minutes * 60 : null)
  item.release_date = raw.release_date ?? raw.releaseDate ?? raw.releasedate
  item.backdrop = raw.backdrop_path.filter((url) => imageOf(url) !== null)
  return item
}

/** The spec §3 defaults put into a draft's gaps (in place: list rows are read by the 100,000). */
function withDefaults(draft: ItemDraft): CatalogItem {
  draft.name ??= draft.type === 'live' ? DEFAULT_CHANNEL : DEFAULT_TITLE
  draft.plot ??= DEFAULT_PLOT
  draft.rating ??= DEFAULT_RATING
  if (draft.type === 'movie') draft.container_extension ??= 'mp4'
  return draft as CatalogItem
}

/** The spec §3 item with its defaults, from any of the row shapes. */
export function buildItem(...args: Parameters<typeof readItem>): CatalogItem {
  return withDefaults(readItem(...args))
}

function isObject(value: unknown): boolean {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
}

/** How the rows of one kind of list become items, and what is done with them all at the end. */
export interface RowReader<T> {
  row(row: Record<string, unknown>): T | null
  finish(items: T[]): T[]
}

/** Where a list's items go as they are read, instead of into one array. */
export type ItemSink<T> = (item: T) => void

/** Rows one by one, each item handed on: a bad row is counted and skipped, it never sinks the list. */
function rowFeeder<T>(reader: RowReader<T>, sink: ItemSink<T>) {
  let failures = 0
  return {
    /** Each row is let go once read, so a slice's raw rows and its items are not all kept. */
    add(rows: unknown[]) {
      for (let at = 0; at < rows.length; at += 1) {
        const row: unknown = rows[at]
        rows[at] = null
        const item = isObject(row) ? reader.row(row as Record<string, unknown>) : null
        if (item === null) failures += 1
        else sink(item)
      }
      rows.length = 0
    },
    get failures() {
      return failures
    },
  }
}

function rowCollector<T>(reader: RowReader<T>) {
  const items: T[] = []
  const feeder = rowFeeder(reader, (item) => items.push(item))
  return {
    add: (rows: unknown[]) => feeder.add(rows),
    result: (): ListResult<T> => ({ items: reader.finish(items), failures: feeder.failures }),
  }
}

/** A parsed answer that must be a list (its rows are emptied as they are read). */
export function normaliseList<T>(reader: RowReader<T>, value: unknown): ListResult<T> {
  const collector = rowCollector(reader)
  collector.add(expectList(value))
  return collector.result()
}

/** A list read slice by slice as it arrives (xtream.list-reader). */
export async function normaliseListSlices<T>(
  reader: RowReader<T>,
  slices: AsyncIterable<unknown[]>,
): Promise<ListResult<T>> {
  const collector = rowCollector(reader)
  for await (const rows of slices) collector.add(rows)
  return collector.result()
}

/**
 * A list read slice by slice, each item given to `sink` as soon as it is read and kept nowhere
 * here: the reader's `finish` (de-duplication) is then the sink's to do.
 */
export async function feedListSlices<T>(
  reader: RowReader<T>,
  slices: AsyncIterable<unknown[]>,
  sink: ItemSink<T>,
): Promise<{ failures: number }> {
  const feeder = rowFeeder(reader, sink)
  for await (const rows of slices) feeder.add(rows)
  return { failures: feeder.failures }
}

export const categoryRows: RowReader<Category> = {
  row(row) {
    const raw = readCategoryRow(row)
    return raw.category_id ? { id: raw.category_id, name: raw.category_name ?? '' } : null
  },
  finish(items) {
    const seen = new Set<string>()
    return items.filter((c) => !seen.has(c.id) && seen.add(c.id)).slice(0, COUNT_MAX.categories)
  },
}

export function normaliseCategories(value: unknown): ListResult<Category> {
  return normaliseList(categoryRows, Array.isArray(value) ? [...value] : value)
}

/**
 * XUI lists an item once per category (show_category_duplicates): keep the first row and merge
 * the categories of the rest, up to COUNT_MAX.categoryIds.
 */
function dedupe(items: CatalogItem[]): CatalogItem[] {
  const byId = new Map<string, CatalogItem>()
  for (const item of items) {
    const first = byId.get(item.id)
    if (!first) byId.set(item.id, item)
    else
      for (const id of item.category_ids)
        if (first.category_ids.length < COUNT_MAX.categoryIds && !first.category_ids.includes(id))
          first.category_ids.push(id)
  }
  return [...byId.values()]
}

/** get_live_streams / get_vod_streams. A row without a usable stream_id is a mapping failure. */
export function streamRows(type: 'live' | 'movie'): RowReader<CatalogItem> {
  return {
    row(row) {
      const raw = readStreamRow(row)
      if (!raw.stream_id) return null
      const item = buildItem(type, raw.stream_id, raw, {
        image: imageOf(raw.stream_icon),
        added: row.added,
        rating: row.rating,
      })
      return type === 'live' ? Object.assign(item, readLiveRow(row)) : item
    },
    finish: dedupe,
  }
}

/** get_series. A row without a usable series_id is a mapping failure. */
export const seriesRows: RowReader<CatalogItem> = {
  row(row) {
    const raw = readSeriesRow(row)
    if (!raw.series_id) return null
    return buildItem('series', raw.series_id, raw, {
      image: imageOf(raw.cover),
      added: row.last_modified ?? row.added,
      rating: row.rating,
    })
  },
  finish: dedupe,
}

/** A parsed get_live_streams / get_vod_streams answer (a copy of the list is read). */
export function normaliseStreams(type: 'live' | 'movie', value: unknown): ListResult<CatalogItem> {
  return normaliseList(streamRows(type), Array.isArray(value) ? [...value] : value)
}

/** A parsed get_series answer (a copy of the list is read). */
export function normaliseSeries(value: unknown): ListResult<CatalogItem> {
  return normaliseList(seriesRows, Array.isArray(value) ? [...value] : value)
}

/** A validated id for a request parameter (category, vod, series, stream). */
export function requestId(value: string | number): string {
  const valid = toId(value)
  if (valid === null) throw new TypeError('invalid provider id')
  return valid
}
