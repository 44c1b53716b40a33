import type { CatalogItem, ContentType } from '@myflix/shared'

/** A normalised title for index tests: a movie unless `type` says otherwise, empty texts. */
export function catalogTitle(
  id: string,
  name: string,
  { type = 'movie', categories = ['1'], added = null }: TitleOptions = {},
): CatalogItem {
  return {
    id,
    type,
    name,
    image: null,
    plot: '',
    rating: '0.0',
    year: null,
    genre: null,
    stream_id: id,
    container_extension: type === 'movie' ? 'mp4' : null,
    category_id: categories[0] ?? null,
    category_ids: categories,
    category_name: null,
    added,
  }
}

interface TitleOptions {
  type?: ContentType
  categories?: string[]
  added?: number | null
}

/** A movie in `categories`, added at `added` (unix seconds). */
export const movieIn = (id: string, name: string, categories: string[], added: number | null) =>
  catalogTitle(id, name, { categories, added })
