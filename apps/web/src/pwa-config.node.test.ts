// @vitest-environment node
// The worker's routes as pwa.config.ts declares them; typechecked by tsconfig.node.json.
import { describe, expect, it } from 'vitest'
import { apiPaths, MEDIA_PATHS, routePath } from '@myflix/shared'
import { isPosterRequest, NAVIGATION_DENYLIST, POSTER_CACHE, pwaOptions } from '../pwa.config'

const origin = 'https://myflix.example'
const sameOrigin = (path: string) => ({ url: new URL(path, origin), sameOrigin: true })

describe('the service worker configuration', () => {
  it('caches only posters of our image proxy at run time', () => {
    expect(isPosterRequest(sameOrigin(`${MEDIA_PATHS.image}abc.def`))).toBe(true)
    for (const path of [
      `${MEDIA_PATHS.stream}token`,
      `${MEDIA_PATHS.stream}token/index.m3u8`,
      `${MEDIA_PATHS.stream}token/segment-1.ts`,
      routePath(apiPaths.catalog.items, { type: 'movie' }, { offset: 0, limit: 50 }),
      // better-auth's own routes are not in the table.
      '/api/auth/get-session',
      routePath(apiPaths.catalog.seriesEpisodes, {}),
      '/demo-xtream/movie/demo/demo/1.mp4',
    ]) {
      expect(isPosterRequest(sameOrigin(path)), path).toBe(false)
    }
    const elsewhere = {
      url: new URL(`${MEDIA_PATHS.image}x`, 'https://cdn.example'),
      sameOrigin: false,
    }
    expect(isPosterRequest(elsewhere)).toBe(false)

    const routes = pwaOptions.workbox?.runtimeCaching ?? []
    expect(routes).toHaveLength(1)
    expect(routes[0]).toMatchObject({
      urlPattern: isPosterRequest,
      handler: 'CacheFirst',
      options: {
        cacheName: POSTER_CACHE.name,
        expiration: { maxEntries: POSTER_CACHE.maxEntries },
        cacheableResponse: { statuses: [200] },
      },
    })
  })

  it('answers navigations with the shell, except the API, media and the demo provider', () => {
    const denied = (path: string) => NAVIGATION_DENYLIST.some((pattern) => pattern.test(path))
    for (const path of ['/api/auth/callback', `${MEDIA_PATHS.stream}t`, '/api', '/demo-xtream/']) {
      expect(denied(path), path).toBe(true)
    }
    for (const path of [
      '/',
      '/home',
      '/details/movie/1',
      '/category/filmes/A%C3%A7%C3%A3o',
      '/apis',
    ]) {
      expect(denied(path), path).toBe(false)
    }
    expect(pwaOptions).toMatchObject({
      registerType: 'prompt',
      filename: 'sw.js',
      workbox: { navigateFallback: '/index.html', skipWaiting: false },
    })
  })
})
