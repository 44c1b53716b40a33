import { describe, expect, it } from 'vitest'
import { allApiRoutes, apiRoutes } from './routes'
import { pathUnder, routePath } from './route'

describe('routePath', () => {
  it('fills and encodes the parameters', () => {
    expect(routePath(apiRoutes.catalog.item, { type: 'movie', id: 'a/b c' })).toBe(
      '/api/catalog/movie/items/a%2Fb%20c',
    )
  })

  it('writes the query in order and leaves out empty values', () => {
    expect(
      routePath(
        apiRoutes.catalog.items,
        { type: 'live' },
        { offset: 0, limit: 50, category: null },
      ),
    ).toBe('/api/catalog/live/items?offset=0&limit=50')
  })

  it('refuses a missing parameter', () => {
    expect(() => routePath(apiRoutes.clouds.activate, {} as { id: string })).toThrow(/id/)
  })
})

describe('the route table', () => {
  it('names each method and path once', () => {
    const seen = allApiRoutes().map(([, route]) => `${route.method} ${route.path}`)
    expect(new Set(seen).size).toBe(seen.length)
  })

  it('gives every JSON answer a schema', () => {
    for (const [name, route] of allApiRoutes())
      expect({ name, data: route.answer === 'bytes' || route.data !== undefined }).toEqual({
        name,
        data: true,
      })
  })

  it('cuts a pattern below its mount point', () => {
    expect(pathUnder(apiRoutes.catalog.related, '/api/catalog')).toBe('/:type/items/:id/related')
    expect(pathUnder(apiRoutes.parental.state, '/api/parental')).toBe('/')
    expect(() => pathUnder(apiRoutes.parental.state, '/api/clouds')).toThrow()
  })
})
