import { afterEach, describe, expect, it, vi } from 'vitest'
import { apiPaths, routePath, type CatalogStatus } from '@myflix/shared'
import { paths } from '@/config/paths'
import { queryClient } from '@/lib/query-client'
import { startLoopbackServer, type LoopbackServer } from '@/testing/loopback-server'
import { createRoutes, preloadScreens } from './router'

const imported = vi.hoisted(() => new Set<string>())

vi.mock('@/lib/auth/auth-client', async () => ({
  authClient: (await import('@/testing/fake-auth-client')).fakeAuthClient,
}))
vi.mock('./routes/signed-in-home', () => {
  imported.add('signed-in-home')
  return { AppRootRoute: () => null, HomeRoute: () => null }
})
vi.mock('./routes/signed-in', () => {
  imported.add('signed-in')
  return { MoviesRoute: () => null }
})
vi.mock('./routes/login', () => {
  imported.add('login')
  return { LoginRoute: () => null }
})

const status: CatalogStatus = {
  state: 'ready',
  fetchedAt: '2025-06-29T12:00:00.000Z',
  counts: { movie: 1, series: 1, live: 1 },
  progress: [],
  error: null,
}

let server: LoopbackServer | undefined
afterEach(async () => {
  await server?.close()
  queryClient.clear()
})

/** A catalogue that answers its status and an empty list to anything else. */
async function serveCatalog() {
  server = await startLoopbackServer(({ url }) => ({
    status: 200,
    body: {
      success: true,
      data:
        url.pathname === routePath(apiPaths.catalog.status, {})
          ? status
          : { items: [], total: 0, offset: 0, limit: 20 },
    },
  }))
  return server
}

const catalogRequests = (requests: string[]) =>
  requests.filter((request) => request.includes('/api/catalog/'))

const recent = (type: string) =>
  `GET ${routePath(apiPaths.catalog.recent, { type }, { limit: 20 })}`
/** What the home's route match asks of the catalogue: its status, recent lists and first channels. */
const HOME_REQUESTS = [
  `GET ${routePath(apiPaths.catalog.status, {})}`,
  recent('movie'),
  recent('series'),
  `GET ${routePath(apiPaths.catalog.items, { type: 'live' }, { offset: 0, limit: 20 })}`,
].sort()

// Each test waits for the requests its preload starts: one still on its way would reach the next
// test's server and be counted there.

describe('preloadScreens', () => {
  it('starts loading every screen a path nests in before any of them renders, and no other', async () => {
    await serveCatalog()
    preloadScreens(createRoutes(), paths.home.getHref())
    // Home and its frame come without the other screens' code.
    await vi.waitFor(() => expect([...imported]).toEqual(['signed-in-home']))
    expect(imported.has('login')).toBe(false)
    expect(imported.has('signed-in')).toBe(false)
    await vi.waitFor(() =>
      expect(catalogRequests(server?.requests ?? []).sort()).toEqual(HOME_REQUESTS),
    )
  })

  it("loads another screen's code with the frame's", async () => {
    await serveCatalog()
    preloadScreens(createRoutes(), paths.movies.getHref())
    await vi.waitFor(() => expect([...imported].sort()).toEqual(['signed-in', 'signed-in-home']))
    await vi.waitFor(() =>
      expect(server?.requests).toContain(
        `GET ${routePath(apiPaths.catalog.categories, { type: 'movie' })}`,
      ),
    )
  })

  it("starts the page's catalogue requests with its code, before it renders", async () => {
    const { requests } = await serveCatalog()
    // The route modules are stand-ins that render nothing: only the route match can ask.
    preloadScreens(createRoutes(), paths.home.getHref())
    await vi.waitFor(() => expect(catalogRequests(requests).sort()).toEqual(HOME_REQUESTS))
  })

  it('asks for nothing of the catalogue on a screen without it', async () => {
    const { requests } = await serveCatalog()
    preloadScreens(createRoutes(), paths.login.getHref())
    await vi.waitFor(() => expect(imported.has('login')).toBe(true))
    expect(catalogRequests(requests)).toEqual([])
  })
})
