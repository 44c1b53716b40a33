import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { apiPaths } from './paths'
import { allApiRoutes, apiRoutes, routeOf } from './routes'
import { pathUnder, routePath, type RouteSpec } from './route'

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

describe('the route specs', () => {
  it('are the route table without its schemas, route for route', () => {
    const specs = Object.entries(apiPaths).flatMap(([resource, routes]) =>
      Object.entries(routes as Record<string, RouteSpec>).map(
        ([name, spec]) => [`${resource}.${name}`, spec] as const,
      ),
    )
    expect(specs.map(([name, spec]) => [name, routeOf(spec)])).toEqual(allApiRoutes())
    for (const [name, spec] of specs) expect({ name, ...routeOf(spec) }).toMatchObject(spec)
  })

  it('load no zod: the web asks for data before the schemas arrive', () => {
    const root = join(import.meta.dirname, '..')
    const specFiles = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
      (file) =>
        file.endsWith('.paths.ts') || /(^|\/)(paths|route|health-path|auth-paths)\.ts$/.test(file),
    )
    expect(specFiles.length).toBeGreaterThan(8)
    for (const file of specFiles) {
      const imports = [
        ...readFileSync(join(root, file), 'utf8').matchAll(/^import (?!type ).*from '(.+)'/gm),
      ]
      for (const [, from] of imports) expect({ file, from }).not.toMatchObject({ from: 'zod' })
      for (const [, from] of imports)
        expect({ file, from: /\.(contract|schema)$/.test(from!) }).toEqual({ file, from: false })
    }
  })

  it('refuses a spec the table does not hold', () => {
    expect(() =>
      routeOf({ method: 'GET', path: '/api/nowhere', session: true, answer: 'json' }),
    ).toThrow(/not in the route table/)
  })
})
