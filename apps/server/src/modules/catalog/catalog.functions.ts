import { apiRoutes, categorisedKeys, t } from '@myflix/shared'
import type { ContentType } from '@myflix/shared'
import { ok } from '../../lib/contract-answer'
import type { FunctionFactory, ServerFunction } from '../functions/server-function'
import { isProviderError } from '../provider/provider-error'
import { CATEGORISED_CONTENT_CHARS_MAX } from './catalog-size'
import { okJson, withCatalog } from './catalog.routes'
import { toClientSeriesInfo } from './client-series-info'
import { isTitleBlocked } from './title-gate'

const routes = apiRoutes.catalog
const categorisedRoutes = {
  movie: routes.categorisedMovies,
  series: routes.categorisedSeries,
  live: routes.categorisedLive,
} as const

/**
 * Spec §7 get-filmes-categorizados / get-series-categorizadas / get-canais-categorizados: the
 * categories and their groups (`content` + `total_count`), under the spec's data keys. With
 * `categoryId` one group, else every category with its own page; `nuvemData` is ignored. Past
 * CATEGORISED_CONTENT_CHARS_MAX of titles, the groups left come with an empty `content` (and their
 * `total_count`): each title is listed in every category it has, so every first page together can
 * be the whole catalogue many times over.
 */
function categorised(type: ContentType): FunctionFactory {
  const keys = categorisedKeys[type]
  const route = categorisedRoutes[type]
  return (ctx) =>
    withCatalog(ctx, async (c, catalog) => {
      const body: unknown = await c.req.json().catch(() => ({}))
      const request = route.body.safeParse(typeof body === 'object' && body !== null ? body : {})
      if (!request.success)
        return c.json({ success: false as const, error: t('catalog.invalidRequest') }, 400)
      const { limit, offset, categoryId } = request.data
      const index = await catalog.index(type)
      const wanted = index.categories.filter((category) =>
        categoryId === undefined ? true : category.id === categoryId,
      )
      let room = CATEGORISED_CONTENT_CHARS_MAX
      const groups = wanted.map((category) => {
        const page = index.page(category.id, offset, limit) ?? { items: [], total: 0 }
        const head = JSON.stringify({ category_id: category.id, category_name: category.name })
        const content: string[] = []
        for (const item of page.items) {
          const json = index.json(item)
          room -= json.length
          if (room < 0) break
          content.push(json)
        }
        return `${head.slice(0, -1)},"content":[${content.join(',')}],"total_count":${page.total}}`
      })
      const categories = JSON.stringify(index.categories)
      return okJson(
        c,
        `{"${keys.categories}":${categories},"${keys.groups}":[${groups.join(',')}]}`,
      )
    })
}

/** get-series-episodes { seriesId } → { episodes, seriesInfo } of the active cloud (spec §7). */
const seriesEpisodesFunction: FunctionFactory = (ctx) => {
  const { clouds, series, logger, secret } = ctx
  const route = routes.seriesEpisodes
  const failure = (error: string) => ({ success: false as const, error })
  return async (c) => {
    const request = route.body.safeParse(await c.req.json().catch(() => null))
    const seriesId = request.success ? String(request.data.seriesId).trim() : ''
    if (!/^\d{1,12}$/.test(seriesId)) return c.json(failure(t('clouds.episodesFailed')), 400)
    const cloud = await clouds.getActive(c.var.user.id)
    if (!cloud) return c.json(failure(t('clouds.noActive')), 404)
    const { user, session } = c.var
    if (await isTitleBlocked(ctx, user.id, session.id, 'series', seriesId))
      return c.json(failure(t('parental.contentBlocked')), 403)
    try {
      const found = await series.get(cloud, seriesId)
      const info = found && toClientSeriesInfo(secret, cloud.id, found)
      if (!info) return c.json(failure(t('clouds.episodesFailed')), 404)
      return ok(c, route, { episodes: info.episodes, seriesInfo: info })
    } catch (error) {
      if (!isProviderError(error)) throw error
      logger.warn({ cloudId: cloud.id, kind: error.kind, status: error.status }, 'episodes failed')
      return c.json(failure(t('clouds.episodesFailed')), 502)
    }
  }
}

export const catalogFunctions: ServerFunction[] = [
  ...(['movie', 'series', 'live'] as const).map((type) => ({
    route: categorisedRoutes[type],
    make: categorised(type),
  })),
  { route: routes.seriesEpisodes, make: seriesEpisodesFunction },
]
