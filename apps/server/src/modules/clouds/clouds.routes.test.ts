import { DEMO_ACCOUNTS } from '@myflix/xtream-demo'
import { cloudSummarySchema, t, type CloudForm, type CloudSummary } from '@myflix/shared'
import { beforeAll, describe, expect, it } from 'vitest'
import { browserClient } from '../../../test/support/http-client'
import { testDatabaseKinds } from '../../../test/support/databases'
import { createSealer } from '../../lib/crypto'
import { CLOUD_CREDENTIALS_PURPOSE } from './clouds.service'
import type { CloudChange, CloudCredentials } from './clouds.types'
import {
  json,
  signedInBrowser,
  cloudsServerFor,
  type Browser,
} from '../../../test/support/clouds-server'

const demo = DEMO_ACCOUNTS.demo
const xc = DEMO_ACCOUNTS.xc

describe.each(testDatabaseKinds())('/api/clouds on $name', (kind) => {
  const env = cloudsServerFor(kind)
  let ana: { browser: Browser; userId: string }
  let bruno: { browser: Browser; userId: string }
  const changes: CloudChange[] = []

  const form = (over: Partial<CloudForm> = {}): CloudForm => ({
    nuvemNome: 'Minha Nuvem',
    xtreamURL: env.demoUrl,
    xtreamUser: demo.username,
    xtreamPass: demo.password,
    ...over,
  })
  const list = async (browser: Browser) => {
    const body = await json(await browser.request('/api/clouds'))
    expect(body.success).toBe(true)
    return cloudSummarySchema.array().parse(body.data)
  }
  const save = async (browser: Browser, body: unknown) => {
    const response = await browser.post('/api/clouds', body)
    return { status: response.status, body: await json(response) }
  }

  beforeAll(async () => {
    env.server.context.clouds.onChange((change) => changes.push(change))
    const suffix = kind.name.toLowerCase()
    ana = await signedInBrowser(env.server, `ana.clouds.${suffix}@example.com`)
    bruno = await signedInBrowser(env.server, `bruno.clouds.${suffix}@example.com`)
  })
  it('answers 401 to anonymous calls on every route', async () => {
    const anonymous = browserClient(env.server.url)
    const id = '00000000-0000-4000-8000-000000000000'
    const calls = [
      anonymous.request('/api/clouds'),
      anonymous.post('/api/clouds', form()),
      anonymous.post(`/api/clouds/${id}/activate`),
      anonymous.request(`/api/clouds/${id}`, { method: 'DELETE' }),
    ]
    for (const response of await Promise.all(calls)) {
      expect(response.status).toBe(401)
      expect(await json(response)).toEqual({ success: false, error: t('server.unauthenticated') })
    }
  })

  it('saves a trimmed, active cloud, seals the password and lists it without it', async () => {
    const secret = 'Segredo-Unico-9f3a'
    const saved = await save(
      ana.browser,
      form({ nuvemNome: '  Casa  ', xtreamURL: ` ${env.demoUrl} `, xtreamPass: secret }),
    )
    expect(saved.status).toBe(200)
    const cloud = cloudSummarySchema.parse(saved.body.data)
    expect(cloud).toMatchObject({
      cloud_name: 'Casa',
      xtream_url: env.demoUrl,
      xtream_user: demo.username,
      is_active: true,
    })
    expect(JSON.stringify(saved.body)).not.toContain(secret)

    const listed = await list(ana.browser)
    expect(listed).toEqual([cloud])
    expect(Object.keys(listed[0] ?? {})).not.toContain('xtream_pass')

    const rows = await env.server.db.selectFrom('user_clouds').selectAll().execute()
    const row = rows.find((r) => r.id === cloud.id)
    expect(row?.is_encrypted).toBe(true)
    expect(row?.xtream_pass).toMatch(/^v1\./)
    expect(JSON.stringify(rows)).not.toContain(secret)

    const opened = await env.server.context.clouds.getActive(ana.userId)
    expect(opened).toEqual({
      id: cloud.id,
      userId: ana.userId,
      name: 'Casa',
      baseUrl: env.demoUrl,
      username: demo.username,
      password: secret,
    })
    expect(changes).toContainEqual({ userId: ana.userId, cloudId: cloud.id, change: 'saved' })
  })

  it('replaces the user’s other clouds on save, leaving other users alone', async () => {
    const brunoCloud = cloudSummarySchema.parse((await save(bruno.browser, form())).body.data)
    const first = (await list(ana.browser))[0] as CloudSummary
    const second = await save(ana.browser, form({ nuvemNome: 'Trabalho', xtreamUser: xc.username }))
    const after = await list(ana.browser)
    expect(after).toHaveLength(1)
    expect(after[0]).toMatchObject({ cloud_name: 'Trabalho', is_active: true })
    expect(after[0]?.id).toBe((second.body.data as CloudSummary).id)
    expect(await env.server.context.clouds.getOwned(ana.userId, first.id)).toBeNull()
    expect(changes).toContainEqual({ userId: ana.userId, cloudId: first.id, change: 'deleted' })
    expect(await list(bruno.browser)).toEqual([brunoCloud])
  })

  it('refuses an invalid form with the joined pt-BR messages and saves nothing', async () => {
    const before = await list(ana.browser)
    const bad = await save(ana.browser, { nuvemNome: ' ', xtreamURL: 'ftp://x', xtreamPass: '' })
    expect(bad.status).toBe(400)
    expect(bad.body).toEqual({
      success: false,
      error: [
        t('validation.cloudNameRequired'),
        t('validation.urlInvalid'),
        t('validation.userRequired'),
        t('validation.cloudPasswordRequired'),
      ].join(', '),
    })
    const garbage = await ana.browser.request('/api/clouds', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{not json',
    })
    expect(garbage.status).toBe(400)
    expect((await json(garbage)).error).toContain(t('validation.cloudNameRequired'))
    expect(await list(ana.browser)).toEqual(before)
  })

  it('activates one cloud at a time and lists the active one first', async () => {
    const { clouds } = env.server.context
    const current = (await list(ana.browser))[0] as CloudSummary
    // The API keeps one cloud per user (spec §4); a second one is inserted directly to switch.
    const other = await env.server.db
      .insertInto('user_clouds')
      .values({
        user_id: ana.userId,
        cloud_name: 'Reserva',
        xtream_url: env.demoUrl,
        xtream_user: xc.username,
        xtream_pass: createSealer(env.server.context.secret, CLOUD_CREDENTIALS_PURPOSE).seal(
          xc.password,
        ),
        is_active: false,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    expect((await list(ana.browser)).map((c) => c.id)).toEqual([current.id, other.id])

    const activated = await ana.browser.post(`/api/clouds/${other.id}/activate`)
    expect(activated.status).toBe(200)
    expect(await json(activated)).toMatchObject({ success: true, data: { id: other.id } })
    const listed = await list(ana.browser)
    expect(listed.map((c) => [c.id, c.is_active])).toEqual([
      [other.id, true],
      [current.id, false],
    ])
    expect((await clouds.getActive(ana.userId))?.id).toBe(other.id)
    expect(changes).toContainEqual({ userId: ana.userId, cloudId: other.id, change: 'activated' })

    // Back again, so the rest of the suite has a usable active cloud.
    expect((await ana.browser.post(`/api/clouds/${current.id}/activate`)).status).toBe(200)
    expect((await clouds.getActive(ana.userId))?.id).toBe(current.id)
  })

  it('treats a password sealed under another secret as no usable cloud', async () => {
    const { db, context } = env.server
    const cloud = (await context.clouds.getActive(ana.userId)) as CloudCredentials
    const original = await db
      .selectFrom('user_clouds')
      .select('xtream_pass')
      .where('id', '=', cloud.id)
      .executeTakeFirstOrThrow()
    const foreign = createSealer(`${context.secret}-other`, CLOUD_CREDENTIALS_PURPOSE)
    const setPass = (xtream_pass: string) =>
      db.updateTable('user_clouds').set({ xtream_pass }).where('id', '=', cloud.id).execute()
    await setPass(foreign.seal(cloud.password))
    expect(await context.clouds.getActive(ana.userId)).toBeNull()
    expect(await context.clouds.getOwned(ana.userId, cloud.id)).toBeNull()
    expect(env.logText()).toContain('cloud password cannot be opened')
    await setPass(original.xtream_pass)
    expect(await context.clouds.getActive(ana.userId)).toEqual(cloud)
  })

  it('keeps one active cloud under concurrent saves', async () => {
    const saves = await Promise.all(
      ['Um', 'Dois', 'Tres', 'Quatro'].map((nuvemNome) => save(ana.browser, form({ nuvemNome }))),
    )
    expect(saves.map((s) => s.status)).toEqual([200, 200, 200, 200])
    const listed = await list(ana.browser)
    expect(listed).toHaveLength(1)
    expect(listed[0]?.is_active).toBe(true)
  })

  it('answers 404 to another user’s or an unknown cloud, and never shows it', async () => {
    const anaCloud = (await list(ana.browser))[0] as CloudSummary
    const notFound = { success: false, error: t('clouds.notFound') }
    const ids = [anaCloud.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']
    for (const id of ids) {
      const activate = await bruno.browser.post(`/api/clouds/${id}/activate`)
      expect(activate.status).toBe(404)
      expect(await json(activate)).toEqual(notFound)
      const remove = await bruno.browser.request(`/api/clouds/${id}`, { method: 'DELETE' })
      expect(remove.status).toBe(404)
      expect(await json(remove)).toEqual(notFound)
    }
    expect((await list(bruno.browser)).map((c) => c.id)).not.toContain(anaCloud.id)
    expect(await env.server.context.clouds.getOwned(bruno.userId, anaCloud.id)).toBeNull()
    expect((await list(ana.browser))[0]).toEqual(anaCloud)
  })

  it('deletes the user’s own cloud', async () => {
    const before = await list(ana.browser)
    const target = before[before.length - 1] as CloudSummary
    const removed = await ana.browser.request(`/api/clouds/${target.id}`, { method: 'DELETE' })
    expect(removed.status).toBe(200)
    expect(await json(removed)).toEqual({ success: true, data: { id: target.id } })
    expect((await list(ana.browser)).map((c) => c.id)).not.toContain(target.id)
    expect(changes).toContainEqual({ userId: ana.userId, cloudId: target.id, change: 'deleted' })
    const again = await ana.browser.request(`/api/clouds/${target.id}`, { method: 'DELETE' })
    expect(again.status).toBe(404)
  })

  it('drops a user’s clouds with the user (ON DELETE CASCADE)', async () => {
    expect(await list(bruno.browser)).toHaveLength(1)
    await env.server.db.deleteFrom('user').where('id', '=', bruno.userId).execute()
    const left = await env.server.db
      .selectFrom('user_clouds')
      .select('id')
      .where('user_id', '=', bruno.userId)
      .execute()
    expect(left).toEqual([])
  })
})
