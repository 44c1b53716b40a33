import { routeSpec } from './route'

/** What a search looks in: everything, or one kind. */
export const SEARCH_TYPES = ['all', 'movie', 'series', 'live'] as const
export type SearchType = (typeof SEARCH_TYPES)[number]

/** A search's shortest text, and the most results it answers. */
export const SEARCH_MIN_CHARS = 3
export const SEARCH_MAX_RESULTS = 20

/** How fresh a snapshot must be for start-up processing to reuse it. */
export const PROCESS_MAX_AGE_SECONDS = 15 * 60

/** The largest page a list answers, and the largest short list (recent, related). */
export const PAGE_LIMIT_MAX = 200
export const SHORT_LIST_LIMIT_MAX = 50
/** Spec §9: 20 items per kind on the home; also the default of the short lists. */
export const RECENT_LIMIT = 20

/** Spec §7 categorised functions: the categories and, per category, its page of titles. */
const categorised = <const N extends string>(name: N) =>
  routeSpec({ method: 'POST', path: `/api/functions/${name}`, answer: 'envelope' })

/**
 * The catalogue API. A session is needed; without an active cloud the catalogue answers 404 with a
 * pt-BR error. While parental control hides adult content from the session, every list leaves it
 * out, and a title (its details, related list, episodes or stream) asked for by id answers 403
 * 'parental.contentBlocked'.
 */
export const catalogPaths = {
  status: routeSpec({ method: 'GET', path: '/api/catalog/status', answer: 'envelope' }),
  /** Starts or joins an ingest and answers at once; progress is read from `status`. */
  refresh: routeSpec({ method: 'POST', path: '/api/catalog/refresh', answer: 'envelope' }),
  /**
   * Movies, series and channels whose name holds the text (≥ 3 characters), and channels whose
   * programme on now does (`on_now` set), at most 20.
   */
  search: routeSpec({ method: 'GET', path: '/api/catalog/search', answer: 'envelope' }),
  categories: routeSpec({
    method: 'GET',
    path: '/api/catalog/:type/categories',
    answer: 'envelope',
  }),
  items: routeSpec({ method: 'GET', path: '/api/catalog/:type/items', answer: 'envelope' }),
  /** One title; movies enriched by the panel's get_vod_info. */
  item: routeSpec({ method: 'GET', path: '/api/catalog/:type/items/:id', answer: 'envelope' }),
  /** Titles of the same category, not the title itself. */
  related: routeSpec({
    method: 'GET',
    path: '/api/catalog/:type/items/:id/related',
    answer: 'envelope',
  }),
  /** Newest `added` first. */
  recent: routeSpec({ method: 'GET', path: '/api/catalog/:type/recent', answer: 'envelope' }),
  seriesEpisodes: routeSpec({
    method: 'POST',
    path: '/api/functions/get-series-episodes',
    answer: 'envelope',
  }),
  categorisedMovies: categorised('get-filmes-categorizados'),
  categorisedSeries: categorised('get-series-categorizadas'),
  categorisedLive: categorised('get-canais-categorizados'),
}
