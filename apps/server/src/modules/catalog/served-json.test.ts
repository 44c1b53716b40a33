import type { CatalogItem } from '@myflix/shared'
import { describe, expect, it } from 'vitest'
import { serialiseWith, splicedJson, type Annotations } from './served-json'

const images = (url: string | null) => (url?.startsWith('http') ? `/img/${url.length}` : null)
const serialise = serialiseWith(images)

const base: CatalogItem = {
  id: '7',
  type: 'movie',
  name: 'A "quoted", name: with ,"image": inside',
  image: 'http://x/a.jpg',
  plot: 'p\\"],',
  rating: '5',
  year: null,
  genre: null,
  stream_id: '7',
  container_extension: 'mp4',
  category_id: '1',
  category_ids: ['1', '2'],
  category_name: null,
  added: 1,
  director: null,
  cast: 'a, b',
  duration: 60,
  release_date: null,
  backdrop: ['http://x/b.jpg', 'ftp://no', 'http://x/c.jpg'],
}

/** The index's way: annotate the parsed item, then serialise it. */
function expected(item: CatalogItem, notes: Annotations): string {
  const made = JSON.parse(JSON.stringify(item)) as CatalogItem
  made.category_name = notes.categoryName
  if (notes.categoryIds) made.category_ids = [...notes.categoryIds]
  if (notes.adult) made.is_adult = true
  return serialise(made)
}

describe('splicedJson', () => {
  const cases: Array<[string, CatalogItem, Annotations]> = [
    ['a film', base, { categoryName: 'Ação', categoryIds: undefined, adult: false }],
    ['merged categories', base, { categoryName: 'X', categoryIds: ['1', '2', '9'], adult: false }],
    ['adult by category', base, { categoryName: 'Adultos', categoryIds: undefined, adult: true }],
    [
      'adult by the panel',
      { ...base, is_adult: true },
      { categoryName: 'Y', categoryIds: undefined, adult: true },
    ],
    [
      'no image, empty backdrop',
      { ...base, image: null, backdrop: [] },
      { categoryName: 'Z', categoryIds: undefined, adult: false },
    ],
    [
      'a channel',
      { ...base, type: 'live', image: ' http://x/\u2028"\\.png', backdrop: undefined, number: 3 },
      { categoryName: 'N\u0000"', categoryIds: undefined, adult: false },
    ],
  ]
  it.each(cases)('answers %s as parsing and serialising it does', (_, item, notes) => {
    expect(splicedJson(JSON.stringify(item), images, notes)).toBe(expected(item, notes))
  })

  it('gives up on a text without a key it must replace in place', () => {
    const { category_name: _, ...rest } = base
    const notes = { categoryName: 'A', categoryIds: undefined, adult: false }
    expect(splicedJson(JSON.stringify(rest), images, notes)).toBeNull()
  })
})
