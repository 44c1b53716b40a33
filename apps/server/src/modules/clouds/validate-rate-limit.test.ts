import { DEMO_ACCOUNTS } from '@myflix/xtream-demo'
import { t } from '@myflix/shared'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { browserClient } from '../../../test/support/http-client'
import { testDatabaseKinds, type TestDatabase } from '../../../test/support/databases'
import {
  json,
  signedInBrowser,
  startCloudsServer,
  type Browser,
} from '../../../test/support/clouds-server'

const LIMIT = 3
// One secret, so a session cookie from one instance is good on the other.
const APP_SECRET = 'segredo-compartilhado-pelas-duas-instancias-0123'

describe.each(testDatabaseKinds())('validar-nuvem rate limit on $name', (kind) => {
  let database: TestDatabase
  let servers: Array<Awaited<ReturnType<typeof startCloudsServer>>>

  beforeAll(async () => {
    database = await kind.open()
    const env = { VALIDATION_RATE_LIMIT_MAX: String(LIMIT), APP_SECRET }
    servers = [await startCloudsServer(database, env), await startCloudsServer(database, env)]
  })
  afterAll(async () => {
    await Promise.all((servers ?? []).map((server) => server.close()))
    await database?.dispose()
  })

  /** Each instance validates its own demo panel (another instance's port is just loopback). */
  const validate = ({ browser, on = 0 }: { browser: Browser; on?: number }) =>
    browser.post('/api/functions/validar-nuvem', {
      nuvemData: {
        nuvemNome: 'Demo',
        xtreamURL: servers[on]!.demoUrl,
        xtreamUser: DEMO_ACCOUNTS.demo.username,
        xtreamPass: DEMO_ACCOUNTS.demo.password,
      },
    })
  /** The same signed-in user's browser, talking to the other instance. */
  const onOther = (browser: Browser) => ({
    browser: browserClient(servers[1]!.server.url, { headers: { cookie: browser.cookieHeader() } }),
    on: 1,
  })

  it('allows a few validations a minute per user, counted across instances', async () => {
    const server = servers[0]!.server
    const { browser: ana } = await signedInBrowser(
      server,
      `ana.limit.${kind.name.toLowerCase()}@example.com`,
    )
    const { browser: bia } = await signedInBrowser(
      server,
      `bia.limit.${kind.name.toLowerCase()}@example.com`,
    )
    // A form the server refuses on its own reaches no panel, so it is not counted.
    const bad = await ana.post('/api/functions/validar-nuvem', { nuvemData: { xtreamURL: 'x' } })
    expect(bad.status).toBe(400)
    const statuses = []
    for (let i = 0; i < LIMIT; i += 1) {
      const response = await validate(i % 2 === 0 ? { browser: ana } : onOther(ana))
      statuses.push(response.status)
      expect(await json(response)).toEqual({ success: true })
    }
    expect(statuses).toEqual(Array(LIMIT).fill(200))

    for (const caller of [{ browser: ana }, onOther(ana)]) {
      const refused = await validate(caller)
      expect(refused.status).toBe(429)
      expect(await json(refused)).toEqual({ success: false, error: t('clouds.validateTooMany') })
      const retryAfter = Number(refused.headers.get('retry-after'))
      expect(retryAfter).toBeGreaterThan(0)
      expect(retryAfter).toBeLessThanOrEqual(60)
    }
    // Another user is not held back by Ana's validations.
    expect(await json(await validate({ browser: bia }))).toEqual({ success: true })

    // Once the minute is over (moved back here rather than waited for), Ana validates again.
    await database.handle.db
      .updateTable('throttle')
      .set({ reset_at: new Date(Date.now() - 1000) })
      .execute()
    expect(await json(await validate({ browser: ana }))).toEqual({ success: true })
  })
})
