import { categorisedKeys, categorisedRequestSchema, t } from '@myflix/shared'
import type { ContentType } from '@myflix/shared'
import type { AppContext } from '../../app-context'
import type { FunctionFactory } from '../functions/functions.routes'
import { CATEGORISED_CONTENT_CHARS_MAX } from './catalog-size'
import { okJson, withCatalog } from './catalog.routes'

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
  return (ctx: AppContext) =>
    withCatalog(ctx, async (c, catalog) => {
      const body: unknown = await c.req.json().catch(() => ({}))
      const request = categorisedRequestSchema.safeParse(
        typeof body === 'object' && body !== null ? body : {},
      )
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

/** The registry lines of functions.routes.ts. */
export const catalogFunctions: Record<string, FunctionFactory> = {
  'get-filmes-categorizados': categorised('movie'),
  'get-series-categorizadas': categorised('series'),
  'get-canais-categorizados': categorised('live'),
}
