import { z } from 'zod'
import {
  catalogItemSchema,
  categorySchema,
  contentTypeSchema,
  seriesInfoSchema,
} from '../catalog/catalog.schema'
import { PAGE_SIZE } from '../limits'
import { programmeSchema } from '../guide/guide.schema'
import { defineRoute } from './define-route'

// The catalogue API. Everything is served from the server's snapshot of the user's ACTIVE cloud; the
// browser never sends provider credentials after validar-nuvem (any `nuvemData` in a body is ignored).

export const SEARCH_MIN_CHARS = 3
export const SEARCH_MAX_RESULTS = 20

/** A category with how many items it holds (after de-duplication). */
export const categoryCountSchema = categorySchema.extend({ count: z.number().int().nonnegative() })
export type CategoryCount = z.infer<typeof categoryCountSchema>

/** Spec §3 "categorised group"; page results carry total_count. */
export const categoryGroupSchema = z.object({
  category_id: z.string(),
  category_name: z.string(),
  content: z.array(catalogItemSchema),
  total_count: z.number().int().nonnegative(),
})

/**
 * POST /api/functions/get-filmes-categorizados | get-series-categorizadas | get-canais-categorizados
 * body { limit = 50, offset = 0, categoryId? }: with categoryId, that category's page; without, every
 * category with its own first page (offset/limit applied per category), up to 16 M characters of
 * titles in all: the groups after that have their total_count and an empty content.
 */
export const categorisedRequestSchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(PAGE_SIZE),
  offset: z.coerce.number().int().min(0).default(0),
  categoryId: z.string().optional(),
})

/** The spec's data keys for each function. */
export const categorisedKeys = {
  movie: { categories: 'categoriasFilmes', groups: 'filmesCategorizados' },
  series: { categories: 'categoriasSeries', groups: 'seriesCategorizadas' },
  live: { categories: 'categoriasCanais', groups: 'canaisCategorizados' },
} as const

/** POST /api/functions/get-series-episodes body { seriesId } → data { episodes, seriesInfo }. */
export const seriesEpisodesRequestSchema = z.object({ seriesId: z.union([z.string(), z.number()]) })
export const seriesEpisodesDataSchema = z.object({
  episodes: seriesInfoSchema.shape.episodes,
  seriesInfo: seriesInfoSchema,
})
export type SeriesEpisodesData = z.infer<typeof seriesEpisodesDataSchema>

export const itemPageSchema = z.object({
  items: z.array(catalogItemSchema),
  total: z.number().int().nonnegative(),
  offset: z.number().int().nonnegative(),
  limit: z.number().int().positive(),
})
export type ItemPage = z.infer<typeof itemPageSchema>

export const searchTypeSchema = z.enum(['all', 'movie', 'series', 'live'])
export type SearchType = z.infer<typeof searchTypeSchema>

/** A search hit; a channel carries the programme it shows now when the guide has it. */
export const searchResultSchema = catalogItemSchema.extend({ on_now: programmeSchema.optional() })
export type SearchResult = z.infer<typeof searchResultSchema>

/**
 * POST /api/catalog/refresh body. Without `maxAgeSeconds` the lists are fetched again ('Atualizar Conteúdo');
 * with it, only when the snapshot served is older than that — processing the cloud at start-up or after a
 * reload then costs nothing when the snapshot is fresh, instead of downloading the whole catalogue again.
 */
export const refreshRequestSchema = z.object({
  maxAgeSeconds: z.number().int().positive().optional(),
})

/** How fresh a snapshot must be for start-up processing to reuse it. */
export const PROCESS_MAX_AGE_SECONDS = 15 * 60

export const ingestPhaseSchema = z.enum([
  'waiting',
  'categories',
  'items',
  'done',
  'failed',
  'skipped',
])

/** What /carregamento-nuvem shows: which list is loading and how many items so far. */
export const catalogStatusSchema = z.object({
  state: z.enum(['empty', 'loading', 'ready', 'failed']),
  /** ISO time of the snapshot being served, null before the first one. */
  fetchedAt: z.string().nullable(),
  counts: z.record(contentTypeSchema, z.number().int().nonnegative()),
  progress: z.array(
    z.object({
      type: contentTypeSchema,
      phase: ingestPhaseSchema,
      items: z.number().int().nonnegative(),
      bytes: z.number().int().nonnegative(),
    }),
  ),
  /** pt-BR, when the last ingest failed (the previous snapshot, if any, is still served). */
  error: z.string().nullable(),
})
export type CatalogStatus = z.infer<typeof catalogStatusSchema>

/** The largest page a list answers, and the largest short list (recent, related). */
export const PAGE_LIMIT_MAX = 200
export const SHORT_LIST_LIMIT_MAX = 50
/** Spec §9: 20 items per kind on the home; also the default of the short lists. */
export const RECENT_LIMIT = 20

const typeParams = z.object({ type: contentTypeSchema })
const titleParams = z.object({ type: contentTypeSchema, id: z.string().min(1) })
const shortListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(SHORT_LIST_LIMIT_MAX).default(RECENT_LIMIT),
})

export const pageQuerySchema = z.object({
  category: z.string().min(1).optional(),
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(PAGE_LIMIT_MAX).default(PAGE_SIZE),
})
export const searchQuerySchema = z.object({
  q: z.string().default(''),
  type: searchTypeSchema.default('all'),
})

/** Spec §7 categorised functions: the categories and, per category, its page of titles. */
const categorised = <D extends z.ZodType>(name: string, data: D) =>
  defineRoute({
    method: 'POST',
    path: `/api/functions/${name}` as `/api/functions/${string}`,
    answer: 'envelope',
    body: categorisedRequestSchema,
    data,
  })

const categories = z.array(categoryCountSchema)
const groups = z.array(categoryGroupSchema)

/**
 * The catalogue API. A session is needed; without an active cloud the catalogue answers 404 with a
 * pt-BR error. While parental control hides adult content from the session, every list leaves it
 * out, and a title (its details, related list, episodes or stream) asked for by id answers 403
 * 'parental.contentBlocked'.
 */
export const catalogRoutes = {
  status: defineRoute({
    method: 'GET',
    path: '/api/catalog/status',
    answer: 'envelope',
    data: catalogStatusSchema,
  }),
  /** Starts or joins an ingest and answers at once; progress is read from `status`. */
  refresh: defineRoute({
    method: 'POST',
    path: '/api/catalog/refresh',
    answer: 'envelope',
    body: refreshRequestSchema,
    data: catalogStatusSchema,
  }),
  /**
   * Movies, series and channels whose name holds the text (≥ 3 characters), and channels whose
   * programme on now does (`on_now` set), at most 20.
   */
  search: defineRoute({
    method: 'GET',
    path: '/api/catalog/search',
    answer: 'envelope',
    query: searchQuerySchema,
    data: z.array(searchResultSchema),
  }),
  categories: defineRoute({
    method: 'GET',
    path: '/api/catalog/:type/categories',
    answer: 'envelope',
    params: typeParams,
    data: z.array(categoryCountSchema),
  }),
  items: defineRoute({
    method: 'GET',
    path: '/api/catalog/:type/items',
    answer: 'envelope',
    params: typeParams,
    query: pageQuerySchema,
    data: itemPageSchema,
  }),
  /** One title; movies enriched by the panel's get_vod_info. */
  item: defineRoute({
    method: 'GET',
    path: '/api/catalog/:type/items/:id',
    answer: 'envelope',
    params: titleParams,
    data: catalogItemSchema,
  }),
  /** Titles of the same category, not the title itself. */
  related: defineRoute({
    method: 'GET',
    path: '/api/catalog/:type/items/:id/related',
    answer: 'envelope',
    params: titleParams,
    query: shortListQuery,
    data: z.array(catalogItemSchema),
  }),
  /** Newest `added` first. */
  recent: defineRoute({
    method: 'GET',
    path: '/api/catalog/:type/recent',
    answer: 'envelope',
    params: typeParams,
    query: shortListQuery,
    data: z.array(catalogItemSchema),
  }),
  seriesEpisodes: defineRoute({
    method: 'POST',
    path: '/api/functions/get-series-episodes',
    answer: 'envelope',
    body: seriesEpisodesRequestSchema,
    data: seriesEpisodesDataSchema,
  }),
  categorisedMovies: categorised(
    'get-filmes-categorizados',
    z.object({ categoriasFilmes: categories, filmesCategorizados: groups }),
  ),
  categorisedSeries: categorised(
    'get-series-categorizadas',
    z.object({ categoriasSeries: categories, seriesCategorizadas: groups }),
  ),
  categorisedLive: categorised(
    'get-canais-categorizados',
    z.object({ categoriasCanais: categories, canaisCategorizados: groups }),
  ),
}
