import { z } from 'zod'
import {
  catalogItemSchema,
  categorySchema,
  contentTypeSchema,
  seriesInfoSchema,
} from '../catalog/catalog.schema'
import { PAGE_SIZE } from '../limits'
import { programmeSchema } from '../guide/guide.schema'
import {
  catalogPaths,
  PAGE_LIMIT_MAX,
  RECENT_LIMIT,
  SEARCH_TYPES,
  SHORT_LIST_LIMIT_MAX,
} from './catalog.paths'
import { defineRoute } from './define-route'
import type { RouteSpec } from './route'

// The catalogue API. Everything is served from the server's snapshot of the user's ACTIVE cloud; the
// browser never sends provider credentials after validar-nuvem (any `nuvemData` in a body is ignored).

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

export const searchTypeSchema = z.enum(SEARCH_TYPES)

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

/** A categorised function's answer: the categories and each one's first page. */
const categorised = <S extends RouteSpec, D extends z.ZodType>(spec: S, data: D) =>
  defineRoute(spec, { body: categorisedRequestSchema, data })

const categories = z.array(categoryCountSchema)
const groups = z.array(categoryGroupSchema)

/** The routes of catalog.paths.ts with their schemas. */
export const catalogRoutes = {
  status: defineRoute(catalogPaths.status, {
    data: catalogStatusSchema,
  }),
  refresh: defineRoute(catalogPaths.refresh, {
    body: refreshRequestSchema,
    data: catalogStatusSchema,
  }),
  search: defineRoute(catalogPaths.search, {
    query: searchQuerySchema,
    data: z.array(searchResultSchema),
  }),
  categories: defineRoute(catalogPaths.categories, {
    params: typeParams,
    data: z.array(categoryCountSchema),
  }),
  items: defineRoute(catalogPaths.items, {
    params: typeParams,
    query: pageQuerySchema,
    data: itemPageSchema,
  }),
  item: defineRoute(catalogPaths.item, {
    params: titleParams,
    data: catalogItemSchema,
  }),
  related: defineRoute(catalogPaths.related, {
    params: titleParams,
    query: shortListQuery,
    data: z.array(catalogItemSchema),
  }),
  recent: defineRoute(catalogPaths.recent, {
    params: typeParams,
    query: shortListQuery,
    data: z.array(catalogItemSchema),
  }),
  seriesEpisodes: defineRoute(catalogPaths.seriesEpisodes, {
    body: seriesEpisodesRequestSchema,
    data: seriesEpisodesDataSchema,
  }),
  categorisedMovies: categorised(
    catalogPaths.categorisedMovies,
    z.object({ categoriasFilmes: categories, filmesCategorizados: groups }),
  ),
  categorisedSeries: categorised(
    catalogPaths.categorisedSeries,
    z.object({ categoriasSeries: categories, seriesCategorizadas: groups }),
  ),
  categorisedLive: categorised(
    catalogPaths.categorisedLive,
    z.object({ categoriasCanais: categories, canaisCategorizados: groups }),
  ),
}
