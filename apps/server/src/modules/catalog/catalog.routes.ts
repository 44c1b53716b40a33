import type { HttpBindings } from '@hono/node-server'
import { Hono, type Context } from 'hono'
import { apiRoutes, pathUnder, SEARCH_MIN_CHARS, t, type RouteDef } from '@myflix/shared'
import type { CatalogItem } from '@myflix/shared'
import type { AppContext } from '../../app-context'
import { ok } from '../../lib/contract-answer'
import type { SessionEnv } from '../auth/require-session'
import { adultFreeCatalog, isHiddenByView, type CatalogView } from './adult-filter'
import type { PositionSlice, TypeIndex } from './catalog-index'
import { searchJson } from './catalog-search'
import { CatalogUnavailableError } from './cloud-catalog'

type CatalogContext = Pick<
  AppContext,
  'catalog' | 'parental' | 'requireSession' | 'logger' | 'guide'
>

type Ctx = Context<SessionEnv>

/** The envelope's start, which pages also write as bytes. */
const ENVELOPE_HEAD = '{"success":true,"data":'

/** Our envelope written by hand around item JSON that is cached per item (a page is a join). */
export const okJson = (c: Ctx, data: string) =>
  c.body(`${ENVELOPE_HEAD}${data}}`, 200, { 'content-type': 'application/json' })

const PAGE_HEAD = Buffer.from(`${ENVELOPE_HEAD}{"items":[`)
const COMMA = Buffer.from(',')

/**
 * A category page's answer, its titles' JSON copied as the UTF-8 the cache keeps (json-cache.ts),
 * never decoded and encoded again.
 */
export function pageAnswer(index: TypeIndex, page: PositionSlice, offset: number, limit: number) {
  const parts: Buffer[] = [PAGE_HEAD]
  for (let at = 0; at < page.positions.length; at += 1) {
    if (at > 0) parts.push(COMMA)
    parts.push(index.jsonBytesAt(page.positions[at] as number))
  }
  parts.push(Buffer.from(`],"total":${page.total},"offset":${offset},"limit":${limit}}}`))
  return Buffer.concat(parts)
}

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
  { catalog: catalogs, parental, logger }: Omit<CatalogContext, 'requireSession' | 'guide'>,
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

export const CATALOG_BASE = '/api/catalog'
const routes = apiRoutes.catalog

/** /api/catalog, as listed in packages/shared/src/api/catalog.contract.ts. */
export function createCatalogRoutes(ctx: CatalogContext) {
  const router = new Hono<SessionEnv>()
  router.use(ctx.requireSession)
  const on = (route: RouteDef, handler: (c: Ctx, catalog: CatalogView) => Promise<Response>) =>
    router.on(route.method, pathUnder(route, CATALOG_BASE), withCatalog(ctx, handler))
  const invalid = (c: Ctx) => fail(c, 400, t('catalog.invalidRequest'))

  on(routes.status, async (c, catalog) => ok(c, routes.status, catalog.status()))

  on(routes.refresh, async (c, catalog) => {
    const body = routes.refresh.body.safeParse(await c.req.json().catch(() => ({})))
    const maxAgeSeconds = body.success ? body.data.maxAgeSeconds : undefined
    // Answers at once: the browser follows progress through /status.
    const started =
      maxAgeSeconds === undefined
        ? catalog.refresh()
        : catalog.refreshIfOlderThan(maxAgeSeconds * 1000)
    void started.catch(() => undefined)
    return ok(c, routes.refresh, catalog.status())
  })

  on(routes.search, async (c, catalog) => {
    const query = routes.search.query.safeParse(c.req.query())
    if (!query.success) return invalid(c)
    const text = query.data.q.trim()
    if (text.length < SEARCH_MIN_CHARS) return fail(c, 400, t('catalog.searchTooShort'))
    const { type } = query.data
    const guide =
      type === 'all' || type === 'live' ? await ctx.guide.searchGuide(c.get('user').id) : null
    return okJson(c, await searchJson(catalog, text, type, guide))
  })

  on(routes.categories, async (c, catalog) => {
    const params = routes.categories.params.safeParse(c.req.param())
    if (!params.success) return invalid(c)
    const index = await catalog.index(params.data.type)
    return ok(c, routes.categories, index.categories)
  })

  on(routes.items, async (c, catalog) => {
    const params = routes.items.params.safeParse(c.req.param())
    const query = routes.items.query.safeParse(c.req.query())
    if (!params.success || !query.success) return invalid(c)
    const { category, offset, limit } = query.data
    const index = await catalog.index(params.data.type)
    const page = index.pageAt(category ?? null, offset, limit)
    if (!page) return fail(c, 404, t('catalog.itemNotFound'))
    return c.body(pageAnswer(index, page, offset, limit), 200, {
      'content-type': 'application/json',
    })
  })

  on(routes.recent, async (c, catalog) => {
    const params = routes.recent.params.safeParse(c.req.param())
    const query = routes.recent.query.safeParse(c.req.query())
    if (!params.success || !query.success) return invalid(c)
    const index = await catalog.index(params.data.type)
    return okJson(c, itemsJson(index, index.recent(query.data.limit)))
  })

  on(routes.item, async (c, catalog) => {
    const params = routes.item.params.safeParse(c.req.param())
    if (!params.success) return invalid(c)
    const index = await catalog.index(params.data.type)
    const item = index.item(params.data.id)
    if (!item) return missing(c, index, params.data.id)
    return okJson(c, await catalog.detailsJson(index, item))
  })

  on(routes.related, async (c, catalog) => {
    const params = routes.related.params.safeParse(c.req.param())
    const query = routes.related.query.safeParse(c.req.query())
    if (!params.success || !query.success) return invalid(c)
    const index = await catalog.index(params.data.type)
    const related = index.related(params.data.id, query.data.limit)
    if (!related) return missing(c, index, params.data.id)
    return okJson(c, itemsJson(index, related))
  })

  return router
}
