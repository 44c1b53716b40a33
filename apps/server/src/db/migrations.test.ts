import { randomBytes } from 'node:crypto'
import { getMigrations } from 'better-auth/db/migration'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../config/env'
import { createLogger } from '../lib/logger'
import { createThrottle } from '../lib/throttle'
import { createAuth } from '../modules/auth/auth.service'
import { createMailer } from '../modules/mail/mail.service'
import { testDatabaseKinds, type TestDatabase } from '../../test/support/databases'
import { migrateToLatest } from './migrate'
import { migrations } from './migrations'

describe.each(testDatabaseKinds())('migrations on $name', (kind) => {
  let database: TestDatabase
  // Another app's migrations in the same database, in a schema of its own: never taken for ours.
  const neighbour = sql.id(`neighbour_${randomBytes(6).toString('hex')}`)
  beforeAll(async () => {
    database = await kind.open()
    const { db } = database.handle
    await sql`create schema ${neighbour}`.execute(db)
    for (const table of ['kysely_migration', 'kysely_migration_lock'])
      await sql`create table ${neighbour}.${sql.id(table)} (id varchar(255) primary key)`.execute(
        db,
      )
  })
  afterAll(async () => {
    await sql`drop schema if exists ${neighbour} cascade`.execute(database.handle.db)
    await database?.dispose()
  })

  const authOptions = () => {
    const config = loadConfig({ LOG_LEVEL: 'silent' })
    const logger = createLogger({ level: 'silent' })
    const mailer = createMailer(config, logger)
    const { db } = database.handle
    return createAuth({
      config,
      db,
      mailer,
      logger,
      secret: 's'.repeat(40),
      throttle: createThrottle(db),
    }).options
  }

  it('starts from an empty database that better-auth would need to fill', async () => {
    const plan = await getMigrations(authOptions())
    expect(plan.toBeCreated.map((table) => table.table).sort()).toEqual([
      'account',
      'rateLimit',
      'session',
      'user',
      'verification',
    ])
  })

  it('applies every migration once, in name order; a second run applies nothing', async () => {
    const names = Object.keys(migrations)
    expect(names[0]).toBe('0001-auth')
    expect(names).toEqual([...names].sort())
    expect(await migrateToLatest(database.handle.db)).toEqual(names)
    expect(await migrateToLatest(database.handle.db)).toEqual([])
  })

  it('leaves nothing for better-auth to create or add (no drift)', async () => {
    const plan = await getMigrations(authOptions())
    expect(plan.toBeCreated).toEqual([])
    expect(plan.toBeAdded).toEqual([])
  })
})
