import { createDemoProvider } from '@myflix/xtream-demo'
import { createXtreamClient } from '../../apps/server/src/modules/provider/xtream.client'
import { serveLoopback } from '../../apps/server/test/support/loopback'

/**
 * The demo provider on a loopback port of this process and our client of one of its accounts
 * (the account's name is its password too), for benches that build catalogues in one process.
 */
export async function demoClient(account: string) {
  const panel = await serveLoopback(createDemoProvider().fetch)
  const client = createXtreamClient(
    { baseUrl: `${panel.base}/player_api.php`, username: account, password: account },
    { policy: { allowHosts: [panel.host] } },
  )
  return {
    client,
    origin: panel.base,
    async close() {
      await client.close()
      await panel.close()
    },
  }
}
