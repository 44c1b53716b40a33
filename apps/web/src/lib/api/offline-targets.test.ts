import { describe, expect, it } from 'vitest'
import type { CopyTarget } from '../cache/offline-copy'
import { userInfoEndpoint } from './account'
import {
  categoriesEndpoint,
  episodesEndpoint,
  itemsEndpoint,
  recentEndpoint,
  refreshEndpoint,
  relatedEndpoint,
  searchEndpoint,
  statusEndpoint,
  titleEndpoint,
} from './catalog/endpoints'
import { cloudsEndpoint, validateCloudEndpoint } from './clouds'
import { playEndpoint } from './media'
import { parentalStateEndpoint } from './parental'

/** The offline copy an endpoint declares for one input; null when that answer is never kept. */
const targetOf = <I>(endpoint: { offline?: (input: I) => CopyTarget | null }, input: I) =>
  endpoint.offline?.(input) ?? null

const moviePage = (offset: number, limit = 50, categoryId: string | null = null) =>
  ({ type: 'movie', categoryId, offset, limit }) as const

describe('offline copies the endpoints declare', () => {
  it('names catalogue pages as spec §9 store B keys', () => {
    expect(targetOf(itemsEndpoint, moviePage(0))).toEqual({
      store: 'pages',
      key: 'movie-page-1-cat-all',
      kind: 'page',
    })
    expect(
      targetOf(itemsEndpoint, { type: 'series', categoryId: '12', offset: 100, limit: 50 }),
    ).toEqual({
      store: 'pages',
      key: 'series-page-3-cat-12',
      kind: 'page',
    })
  })

  it('keeps the lists, titles, related, episodes and account in store A', () => {
    const keyOf = <I>(endpoint: { offline?: (input: I) => CopyTarget | null }, input: I) =>
      targetOf(endpoint, input)?.key
    expect(keyOf(statusEndpoint, undefined)).toBe('catalog-status')
    expect(keyOf(categoriesEndpoint, 'movie')).toBe('movies-list')
    expect(keyOf(categoriesEndpoint, 'series')).toBe('series-list')
    expect(keyOf(categoriesEndpoint, 'live')).toBe('channels-list')
    expect(keyOf(recentEndpoint, { type: 'movie', limit: 20 })).toBe('movie-recent-20')
    expect(keyOf(titleEndpoint, { type: 'movie', id: 'a/b' })).toBe('movie-item-a/b')
    expect(keyOf(relatedEndpoint, { type: 'series', id: '9', limit: 15 })).toBe(
      'series-related-9-15',
    )
    expect(keyOf(episodesEndpoint, '9')).toBe('series-episodes-9')
    expect(keyOf(userInfoEndpoint, undefined)).toBe('user-info')
    expect(targetOf(categoriesEndpoint, 'movie')?.store).toBe('content')
    // A related or episode list names the copy of its title, which parental control checks offline.
    expect(targetOf(relatedEndpoint, { type: 'series', id: '9', limit: 15 })).toMatchObject({
      kind: 'related',
      titleKey: 'series-item-9',
    })
    expect(targetOf(episodesEndpoint, '9')).toMatchObject({
      kind: 'episodes',
      titleKey: 'series-item-9',
    })
  })

  it('keeps nothing else: writes, clouds, search, parental, media, odd pages', () => {
    const none = [
      targetOf(refreshEndpoint, undefined),
      targetOf(cloudsEndpoint, undefined),
      targetOf(parentalStateEndpoint, undefined),
      targetOf(searchEndpoint, { q: 'abc', type: 'all' }),
      targetOf(playEndpoint, { type: 'movie', id: '1' }),
      targetOf(itemsEndpoint, moviePage(0, 1)),
      targetOf(itemsEndpoint, moviePage(25)),
      targetOf(episodesEndpoint, ''),
      targetOf(validateCloudEndpoint, {
        nuvemNome: 'Casa',
        xtreamURL: 'http://panel.test',
        xtreamUser: 'ana',
        xtreamPass: 'x',
      }),
    ]
    expect(none).toEqual(none.map(() => null))
  })
})
