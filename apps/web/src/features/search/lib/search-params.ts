import { SEARCH_MIN_CHARS, SEARCH_TYPES, type SearchType } from '@myflix/shared'

const isSearchType = (value: string | null): value is SearchType =>
  SEARCH_TYPES.some((type) => type === value)

/** Typing settles this long before a search is sent. */
export const SEARCH_DEBOUNCE_MS = 250

/** The search as the URL keeps it (?q=&type=), so back from a details page restores it. */
export function readSearchParams(params: URLSearchParams): { q: string; type: SearchType } {
  const type = params.get('type')
  return { q: params.get('q') ?? '', type: isSearchType(type) ? type : 'all' }
}

export function writeSearchParams(q: string, type: SearchType): URLSearchParams {
  const params = new URLSearchParams()
  if (q) params.set('q', q)
  if (type !== 'all') params.set('type', type)
  return params
}

/** What the page shows for a (trimmed) text: the prompt below 3 characters, else the results. */
export const isSearchable = (text: string) => text.trim().length >= SEARCH_MIN_CHARS
