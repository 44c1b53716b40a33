import type { ServerResponse } from 'node:http'
import { gzipSync } from 'node:zlib'
import type { GuideStatus } from '@myflix/shared'
import { afterAll, beforeAll, expect, vi } from 'vitest'
import type { TestDatabase, TestDatabaseKind } from './databases'
import { startFixture } from './fixture-server'
import type { FixtureServer } from './fixture-server'
import { migrateToLatest } from '../../src/db/migrate'
import type { AppDatabase } from '../../src/db/schema'
import { createLogger } from '../../src/lib/logger'
import { createGuideStore } from '../../src/modules/guide/guide-store'
import type { GuideStoreOptions } from '../../src/modules/guide/guide-store'
import type { GuideSource, GuideStore } from '../../src/modules/guide/guide.types'
import { createProviderFactory } from '../../src/modules/provider/provider-factory'
import type { ProviderFactory } from '../../src/modules/provider/provider-factory'

// Guide store tests: a panel on 127.0.0.1 whose xmltv.php answers what the test sets, and stores
// on a test database reaching it.

export const HOUR = 3600

/** How long a test waits for a store's background work. */
export const WAIT = { timeout: 15_000, interval: 20 }

const pad = (value: number) => String(value).padStart(2, '0')

export function xmltvTime(unixSeconds: number): string {
  const d = new Date(unixSeconds * 1000)
  return (
    `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}` +
    `${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())} +0000`
  )
}

/**
 * The hour every guide of a test file is built around (the one that started before the file was
 * loaded), in unix seconds. Fixed once: a test that ran across the end of an hour would otherwise
 * build its guide around one hour and read it around the next.
 */
export const GUIDE_HOUR = Math.floor(Date.now() / 1000 / HOUR) * HOUR

/**
 * A guide of `channels` channels (`c0.br`, …), each with `hours` one-hour programmes starting two
 * hours before `GUIDE_HOUR`, titled `${tag} c<channel> p<n>` and described `Sobre ${title}`.
 */
export function xmltvGuide(tag: string, channels = 3, hours = 6): string {
  const first = GUIDE_HOUR - 2 * HOUR
  const lines = ['<?xml version="1.0" encoding="UTF-8"?>', '<tv>']
  for (let c = 0; c < channels; c += 1)
    for (let n = 0; n < hours; n += 1) {
      const start = first + n * HOUR
      const title = `${tag} c${c} p${n}`
      lines.push(
        `<programme start="${xmltvTime(start)}" stop="${xmltvTime(start + HOUR)}" channel="c${c}.br">` +
          `<title>${title}</title><desc>Sobre ${title}</desc></programme>`,
      )
    }
  lines.push('</tv>')
  return lines.join('\n')
}

export type GuideAnswer = (res: ServerResponse) => void

export const xml =
  (body: string | Buffer, headers: Record<string, string> = {}): GuideAnswer =>
  (res) => {
    res.writeHead(200, { 'content-type': 'application/xml', ...headers })
    res.end(body)
  }

export const gzipped = (body: string): GuideAnswer =>
  xml(gzipSync(body), { 'content-encoding': 'gzip' })

/** A panel whose xmltv.php gives `answer` (set it at will); `hold` delays answers until released. */
export async function guidePanel() {
  let answer: GuideAnswer = xml(xmltvGuide('A'))
  let held: Promise<void> | null = null
  const fixture: FixtureServer = await startFixture(async (_req, res, url) => {
    if (url.pathname !== '/xmltv.php') return void res.writeHead(404).end()
    const current = answer
    await held
    current(res)
  })
  return {
    fixture,
    guideRequests: () => fixture.requests.filter((r) => r.url.pathname === '/xmltv.php').length,
    answer(next: GuideAnswer) {
      answer = next
    },
    /** Answers wait until the returned function is called. */
    hold(): () => void {
      let release!: () => void
      held = new Promise((resolve) => (release = resolve))
      return () => {
        held = null
        release()
      }
    },
  }
}

export type GuidePanel = Awaited<ReturnType<typeof guidePanel>>

/** The source's status once `store` says `state`. */
export async function settledStatus(
  store: GuideStore,
  source: GuideSource,
  state: GuideStatus['state'] = 'ready',
): Promise<GuideStatus> {
  await vi.waitFor(async () => expect((await store.status(source)).state).toBe(state), WAIT)
  return store.status(source)
}

export function guideSource(panel: GuidePanel, scope = 'scope-a'): GuideSource {
  return {
    scope,
    credentials: {
      id: '00000000-0000-4000-8000-000000000001',
      userId: 'u1',
      name: 'Casa',
      baseUrl: panel.fixture.origin,
      username: 'alice',
      password: 's3cr3t-Pa55',
    },
    timezone: null,
    archiveDays: 1,
  }
}

/**
 * For one describe block: a migrated database of `kind`, a guide panel, and `store(options)` to
 * open stores on them (all closed after the block).
 */
export function guideStoresFor(kind: TestDatabaseKind) {
  let database: TestDatabase | undefined
  let panel: GuidePanel | undefined
  let providers: ProviderFactory | undefined
  const stores: GuideStore[] = []
  beforeAll(async () => {
    database = await kind.open()
    await migrateToLatest(database.handle.db)
    panel = await guidePanel()
    providers = createProviderFactory({
      providerAllowHosts: [`127.0.0.1:${panel.fixture.port}`],
      providerUserAgent: 'Test-Agent/1.0',
      demoProvider: false,
      port: 1,
    })
  })
  afterAll(async () => {
    await Promise.all(stores.map((store) => store.close()))
    await providers?.close()
    await panel?.fixture.close()
    await database?.dispose()
  })
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('guideStoresFor starts in beforeAll')
    return value
  }
  return {
    get db(): AppDatabase {
      return ready(database).handle.db
    },
    get panel(): GuidePanel {
      return ready(panel)
    },
    /** `db` stands in for the database, e.g. the same one with a plugin that holds some queries. */
    store(options: GuideStoreOptions = {}, db = ready(database).handle.db): GuideStore {
      const store = createGuideStore({
        db,
        logger: createLogger({ level: 'silent' }),
        providers: ready(providers),
        options: { recheckMs: 0, ...options },
      })
      stores.push(store)
      return store
    },
  }
}
