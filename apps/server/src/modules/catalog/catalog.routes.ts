import type { HttpBindings } from '@hono/node-server'
import { Hono, type Context } from 'hono'
import {
  contentTypeSchema,
  PAGE_SIZE,
  refreshRequestSchema,
  SEARCH_MAX_RESULTS,
  SEARCH_MIN_CHARS,
  searchTypeSchema,
  t,
} from '@myflix/shared'
import type { CatalogItem, ContentType } from '@myflix/shared'
import { z } from 'zod'
import type { AppContext } from '../../app-context'
import type { SessionEnv } from '../auth/require-session'
import { adultFreeCatalog, isHiddenByView, type CatalogView } from './adult-filter'
import type { TypeIndex } from './catalog-index'
import { PAGE_LIMIT_MAX, SHORT_LIST_LIMIT_MAX } from './catalog-size'
import { CatalogUnavailableError } from './cloud-catalog'

type CatalogContext = Pick<AppContext, 'catalog' | 'parental' | 'requireSession' | 'logger'>

type Ctx = Context<SessionEnv>

const pageQuery = z.object({
  category: z.string().min(1).optional(),
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(PAGE_LIMIT_MAX).default(PAGE_SIZE),
})
const limitQuery = (fallback: number, max: number) =>
  z.object({ limit: z.coerce.number().int().min(1).max(max).default(fallback) })
const searchQuery = z.object({ q: z.string().default(''), type: searchTypeSchema.default('all') })

/** Our envelope written by hand around item JSON that is cached per item (a page is a join). */
export const okJson = (c: Ctx, data: string) =>
  c.body(`{"success":true,"data":${data}}`, 200, { 'content-type': 'application/json' })

export const itemsJson = (index: TypeIndex, items: CatalogItem[]) =>
  `[${items.map((item) => index.json(item)).join(',')}]`

const fail = (c: Ctx, status: 400 | 403 | 404 | 502, error: string) =>
  c.json({ success: false as const, error }, status)

/** A title this session cannot see: 403 when parental control hides it, else 404. */
const missing = (c: Ctx, index: TypeIndex, id: string) =>
  isHiddenByView(index, id)
    ? fail(c, 403, t('parental.contentBlocked'))
    : fail(c, 404, t('catalog.itemNotFound'))

/**
 * Runs a handler with the user's catalogue, without adult content while parental control holds for
 * this session; maps "no cloud" and "nothing loaded" to answers.
 */
export function withCatalog(
  { catalog: catalogs, parental, logger }: Omit<CatalogContext, 'requireSession'>,
  handler: (c: Ctx, catalog: CatalogView) => Promise<Response>,
) {
  return async (c: Ctx) => {
    const started = performance.now()
    const user = c.get('user')
    const session = c.get('session')
    // Held until the answer is built: an evicted catalogue stays readable for this request.
    const leased = catalogs.acquire(user.id)
    try {
      const [lease, hideAdult] = await Promise.all([
        leased,
        parental.shouldHideAdult(user.id, session.id),
      ])
      if (!lease) return fail(c, 404, t('clouds.noActive'))
      const { catalog } = lease
      const response = await handler(c, hideAdult ? adultFreeCatalog(catalog) : catalog)
      // Our share of the request (the session check before it is not counted), for the bench. Put
      // on the Node response when there is one: touching the web Response's headers would copy
      // them all into a Headers object on every catalogue answer.
      const timing = `catalog;dur=${(performance.now() - started).toFixed(2)}`
      const outgoing = (c.env as Partial<HttpBindings> | undefined)?.outgoing
      if (outgoing) outgoing.setHeader('server-timing', timing)
      else response.headers.set('server-timing', timing)
      return response
    } catch (error) {
      if (error instanceof CatalogUnavailableError) return fail(c, 502, error.message)
      logger.error({ err: error, path: c.req.path }, 'catalogue route failed')
      return fail(c, 502, t('catalog.loadFailed'))
    } finally {
      void leased.then((lease) => lease?.release()).catch(() => undefined)
    }
  }
}

/** /api/catalog, as listed in packages/shared/src/api/catalog.contract.ts. */
export function createCatalogRoutes(ctx: CatalogContext) {
  const router = new Hono<SessionEnv>()
  router.use(ctx.requireSession)
  const route = (handler: (c: Ctx, catalog: CatalogView) => Promise<Response>) =>
    withCatalog(ctx, handler)
  const typeOf = (c: Ctx): ContentType | null => {
    const parsed = contentTypeSchema.safeParse(c.req.param('type'))
    return parsed.success ? parsed.data : null
  }
  const invalid = (c: Ctx) => fail(c, 400, t('catalog.invalidRequest'))

  router.get(
    '/status',
    route(async (c, catalog) => c.json({ success: true as const, data: catalog.status() })),
  )

  router.post(
    '/refresh',
    route(async (c, catalog) => {
      const body = refreshRequestSchema.safeParse(await c.req.json().catch(() => ({})))
      const maxAgeSeconds = body.success ? body.data.maxAgeSeconds : undefined
      // Answers at once: the browser follows progress through /status.
      const started =
        maxAgeSeconds === undefined
          ? catalog.refresh()
          : catalog.refreshIfOlderThan(maxAgeSeconds * 1000)
      void started.catch(() => undefined)
      return c.json({ success: true as const, data: catalog.status() })
    }),
  )

  router.get(
    '/search',
    route(async (c, catalog) => {
      const query = searchQuery.safeParse(c.req.query())
      if (!query.success) return invalid(c)
      const text = query.data.q.trim()
      if (text.length < SEARCH_MIN_CHARS) return fail(c, 400, t('catalog.searchTooShort'))
      const types: ContentType[] =
        query.data.type === 'all' ? ['movie', 'series'] : [query.data.type]
      const found: string[] = []
      const ranked = await Promise.all(
        types.map(async (type) => {
          const index = await catalog.index(type)
          return { index, items: index.search(text, SEARCH_MAX_RESULTS) }
        }),
      )
      // Round-robin across types, so 'Tudo' shows series too when many films match.
      for (let at = 0; found.length < SEARCH_MAX_RESULTS; at += 1) {
        const row = ranked.filter(({ items }) => at < items.length)
        if (row.length === 0) break
        for (const { index, items } of row) found.push(index.json(items[at] as CatalogItem))
      }
      return okJson(c, `[${found.slice(0, SEARCH_MAX_RESULTS).join(',')}]`)
    }),
  )

  router.get(
    '/:type/categories',
    route(async (c, catalog) => {
      const type = typeOf(c)
      if (!type) return invalid(c)
      const index = await catalog.index(type)
      return c.json({ success: true as const, data: index.categories })
    }),
  )

  router.get(
    '/:type/items',
    route(async (c, catalog) => {
      const type = typeOf(c)
      const query = pageQuery.safeParse(c.req.query())
      if (!type || !query.success) return invalid(c)
      const { category, offset, limit } = query.data
      const index = await catalog.index(type)
      const page = index.page(category ?? null, offset, limit)
      if (!page) return fail(c, 404, t('catalog.itemNotFound'))
      const items = itemsJson(index, page.items)
      return okJson(
        c,
        `{"items":${items},"total":${page.total},"offset":${offset},"limit":${limit}}`,
      )
    }),
  )

  router.get(
    '/:type/recent',
    route(async (c, catalog) => {
      const type = typeOf(c)
      const query = limitQuery(20, SHORT_LIST_LIMIT_MAX).safeParse(c.req.query())
      if (!type || !query.success) return invalid(c)
      const index = await catalog.index(type)
      return okJson(c, itemsJson(index, index.recent(query.data.limit)))
    }),
  )

  router.get(
    '/:type/items/:id',
    route(async (c, catalog) => {
      const type = typeOf(c)
      if (!type) return invalid(c)
      const index = await catalog.index(type)
      const id = c.req.param('id') ?? ''
      const item = index.item(id)
      if (!item) return missing(c, index, id)
      return okJson(c, await catalog.detailsJson(index, item))
    }),
  )

  router.get(
    '/:type/items/:id/related',
    route(async (c, catalog) => {
      const type = typeOf(c)
      const query = limitQuery(20, SHORT_LIST_LIMIT_MAX).safeParse(c.req.query())
      if (!type || !query.success) return invalid(c)
      const index = await catalog.index(type)
      const id = c.req.param('id') ?? ''
      const related = index.related(id, query.data.limit)
      if (!related) return missing(c, index, id)
      return okJson(c, itemsJson(index, related))
    }),
  )

  return router
}
