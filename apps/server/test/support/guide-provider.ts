import { Hono } from 'hono'
import type { CatalogItem } from '@myflix/shared'
import { createDemoProvider } from '@myflix/xtream-demo'
import { buildTypeIndex, type TypeIndex } from '../../src/modules/catalog/catalog-index'
import { itemSerialiser } from '../../src/modules/catalog/catalog.service'
import type { CloudCredentials } from '../../src/modules/clouds/clouds.types'
import { createProviderFactory, withClient } from '../../src/modules/provider/provider-factory'
import { serveLoopback } from './loopback'

/**
 * The demo provider on its own loopback port, on `now`'s clock, whose get_short_epg calls are
 * counted and can be held (a slow panel) or failed on demand.
 */
export async function startGuideProvider(now: () => number) {
  const state = { shortEpgCalls: 0, inFlight: 0, maxInFlight: 0, fail: false }
  let gate: Promise<void> | null = null
  const app = new Hono()
  app.use('/player_api.php', async (c, next) => {
    if (c.req.query('action') !== 'get_short_epg') return next()
    state.shortEpgCalls += 1
    state.inFlight += 1
    state.maxInFlight = Math.max(state.maxInFlight, state.inFlight)
    try {
      if (gate) await gate
      if (state.fail) return c.text('<html>500</html>', 500)
      return await next()
    } finally {
      state.inFlight -= 1
    }
  })
  app.route('/', createDemoProvider({ now }))
  const panel = await serveLoopback(app.fetch)
  const { base } = panel
  const providers = createProviderFactory({
    providerAllowHosts: [panel.host],
    providerUserAgent: 'Test-Agent/1.0',
    demoProvider: false,
    port: 0,
  })
  const cloud: CloudCredentials = {
    id: 'cloud-1',
    userId: 'ana',
    name: 'Casa',
    baseUrl: base,
    username: 'demo',
    password: 'demo',
  }
  return {
    base,
    state,
    providers,
    cloud,
    /** Holds every short EPG answer until the returned function is called. */
    hold(): () => void {
      let open!: () => void
      gate = new Promise<void>((resolve) => (open = resolve))
      return () => {
        gate = null
        open()
      }
    },
    /** The account's channels as the catalogue serves them (images through the media proxy). */
    async channels(secret: string): Promise<TypeIndex> {
      const [categories, streams] = await withClient(providers.forCloud(cloud), (client) =>
        Promise.all([client.liveCategories(), client.liveStreams()]),
      )
      return buildTypeIndex(
        {
          type: 'live',
          fetchedAt: new Date(now()),
          categories: categories.items,
          items: streams.items,
        },
        itemSerialiser(secret, cloud.id),
      )
    },
    /** The panel's own short EPG of a channel, read directly. */
    shortEpg: (item: CatalogItem, limit = 24) =>
      withClient(providers.forCloud(cloud), (client) => client.shortEpg(item.id, { limit })),
    async close() {
      await providers.close()
      await panel.close()
    },
  }
}

export type GuideProvider = Awaited<ReturnType<typeof startGuideProvider>>
