import { z } from 'zod'
import {
  accountInfoSchema,
  catalogItemSchema,
  categorySchema,
  contentTypeSchema,
  seriesInfoSchema,
} from '../catalog/catalog.schema'
import { PAGE_SIZE } from '../limits'

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
export type CategoryGroup = z.infer<typeof categoryGroupSchema>

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
export type CategorisedRequest = z.infer<typeof categorisedRequestSchema>

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

/** POST /api/functions/get-user-info → data AccountInfo (spec §3 "cloud user data"). */
export const userInfoDataSchema = accountInfoSchema

/**
 * The REST side (session needed; 404 with a pt-BR error when the user has no active cloud):
 * - GET  /api/catalog/status                         → Envelope<CatalogStatus>
 * - POST /api/catalog/refresh                        → Envelope<CatalogStatus> (starts or joins an ingest)
 * - GET  /api/catalog/:type/categories               → Envelope<CategoryCount[]>
 * - GET  /api/catalog/:type/items?category&offset&limit → Envelope<ItemPage>
 * - GET  /api/catalog/:type/items/:id                → Envelope<CatalogItem> (movies: enriched by get_vod_info)
 * - GET  /api/catalog/:type/items/:id/related?limit  → Envelope<CatalogItem[]> (same category, not itself)
 * - GET  /api/catalog/:type/recent?limit=20          → Envelope<CatalogItem[]> (newest `added` first)
 * - GET  /api/catalog/search?q&type=all|movie|series → Envelope<CatalogItem[]> (≥ 3 chars, ≤ 20)
 * :type is movie | series | live.
 * While parental control hides adult content from the session, every list leaves it out, and a title
 * (its details, related list, episodes or stream) asked for by id answers 403 'parental.contentBlocked'.
 */
export const itemPageSchema = z.object({
  items: z.array(catalogItemSchema),
  total: z.number().int().nonnegative(),
  offset: z.number().int().nonnegative(),
  limit: z.number().int().positive(),
})
export type ItemPage = z.infer<typeof itemPageSchema>

export const searchTypeSchema = z.enum(['all', 'movie', 'series'])
export type SearchType = z.infer<typeof searchTypeSchema>

/**
 * POST /api/catalog/refresh body. Without `maxAgeSeconds` the lists are fetched again ('Atualizar Conteúdo');
 * with it, only when the snapshot served is older than that — processing the cloud at start-up or after a
 * reload then costs nothing when the snapshot is fresh, instead of downloading the whole catalogue again.
 */
export const refreshRequestSchema = z.object({
  maxAgeSeconds: z.number().int().positive().optional(),
})
export type RefreshRequest = z.infer<typeof refreshRequestSchema>

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
