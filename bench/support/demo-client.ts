import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { createDemoProvider } from '@myflix/xtream-demo'
import { createXtreamClient } from '../../apps/server/src/modules/provider/xtream.client'

/**
 * The demo provider on a loopback port of this process and our client of one of its accounts
 * (the account's name is its password too), for benches that build catalogues in one process.
 */
export async function demoClient(account: string) {
  const app = createDemoProvider()
  const { server, base } = await new Promise<{ server: ReturnType<typeof serve>; base: string }>(
    (resolve) => {
      const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, (info) =>
        resolve({ server, base: `127.0.0.1:${(info as AddressInfo).port}` }),
      )
    },
  )
  const client = createXtreamClient(
    { baseUrl: `http://${base}/player_api.php`, username: account, password: account },
    { policy: { allowHosts: [base] } },
  )
  return {
    client,
    origin: `http://${base}`,
    async close() {
      await client.close()
      server.close()
    },
  }
}
