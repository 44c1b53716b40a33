import type { CatalogItem } from '@myflix/shared'

/** A normalised catalogue item for tests: film `id` in 'Ação', every field overridable. */
export const testItem = (id: string, overrides: Partial<CatalogItem> = {}): CatalogItem => ({
  id,
  type: 'movie',
  name: `Filme ${id}`,
  image: null,
  plot: '',
  rating: '7.0',
  year: null,
  genre: null,
  stream_id: id,
  container_extension: 'mp4',
  category_id: '1',
  category_ids: ['1'],
  category_name: 'Ação',
  added: 0,
  ...overrides,
})
