import { t } from '@myflix/shared'
import { beforeAll, describe, expect, it } from 'vitest'
import { cloudsServerFor, signedInBrowser } from '../../../test/support/clouds-server'
import { testDatabaseKinds } from '../../../test/support/databases'
import { browserClient } from '../../../test/support/http-client'
import {
  card,
  favorite,
  libraryClient,
  moviePosition,
  secondsFromNow,
  type LibraryClient,
} from '../../../test/support/library-client'

describe.each(testDatabaseKinds())('/api/library favourites and channels on $name', (kind) => {
  const env = cloudsServerFor(kind)
  let ana: LibraryClient
  /** Ana on connections of her own: a 413 may close its connection while the body is still sent. */
  let anaAside: LibraryClient

  beforeAll(async () => {
    const { browser } = await signedInBrowser(
      env.server,
      `ana.lists.${kind.name.toLowerCase()}@example.com`,
    )
    ana = libraryClient(browser)
    const cookie = { cookie: browser.cookieHeader() }
    anaAside = libraryClient(
      browserClient(env.server.url, { headers: cookie, localAddress: '127.0.0.3' }),
    )
  })

  const keys = (list: Array<{ type?: string; id: string }>) =>
    list.map((item) => `${item.type ?? 'live'}:${item.id}`)

  it('adds favourites newest first; the same id and type replaces', async () => {
    await ana.addFavorite(favorite('movie', '1', secondsFromNow(-300)))
    // A series with the movie's id is another favourite.
    const both = await ana.addFavorite(favorite('series', '1', secondsFromNow(-200)))
    expect(keys(both)).toEqual(['series:1', 'movie:1'])
    const replaced = await ana.addFavorite(favorite('movie', '1', secondsFromNow(-100), 'Novo'))
    expect(keys(replaced)).toEqual(['movie:1', 'series:1'])
    expect(replaced[0]?.content.name).toBe('Novo')
    expect(await ana.favorites()).toEqual(replaced)
  })

  it('removes one favourite and answers the rest', async () => {
    expect(keys(await ana.removeFavorite('series', '1'))).toEqual(['movie:1'])
    // Removing one that is not there changes nothing.
    expect(keys(await ana.removeFavorite('series', '99'))).toEqual(['movie:1'])
  })

  it('merges an import: a stored favourite added later stays, the others join in order', async () => {
    const merged = await ana.importFavorites([
      favorite('movie', '1', secondsFromNow(-900), 'Antigo'),
      favorite('series', '7', secondsFromNow(-50)),
      favorite('movie', '8', secondsFromNow(-500), 'Primeiro'),
      favorite('movie', '8', secondsFromNow(-400), 'Segundo'),
    ])
    expect(keys(merged)).toEqual(['series:7', 'movie:1', 'movie:8'])
    expect(merged.find((f) => f.id === '1')?.content.name).not.toBe('Antigo')
    expect(merged.find((f) => f.id === '8')?.content.name).toBe('Segundo')
    // A newer copy of a stored one replaces it.
    const newer = await ana.importFavorites([favorite('movie', '1', secondsFromNow(-10), 'Atual')])
    expect(newer[0]).toMatchObject({ id: '1', content: { name: 'Atual' } })
  })

  it('keeps the newest 2,000 favourites; an import that large fits the body limit', async () => {
    const many = Array.from({ length: 2_000 }, (_, i) =>
      favorite('movie', `bulk${i}`, new Date(Date.now() - 86_400_000 + i * 1_000).toISOString()),
    )
    const merged = await ana.importFavorites(many)
    expect(merged).toHaveLength(2_000)
    // The three stored above are newer than every imported one; the oldest imported went.
    expect(keys(merged).slice(0, 3)).toEqual(['movie:1', 'series:7', 'movie:8'])
    expect(keys(merged)).not.toContain('movie:bulk0')
    expect(keys(merged)).toContain('movie:bulk3')
  })

  it('lists the last 20 channels played, newest first; playing one again moves it up', async () => {
    for (let i = 0; i < 25; i += 1) await ana.addChannel(`c${i}`)
    const list = await ana.channels()
    expect(list.map((channel) => channel.id)).toEqual(
      Array.from({ length: 20 }, (_, i) => `c${24 - i}`),
    )
    expect(list[0]?.content).toEqual(card('live', 'c24'))
    const again = await ana.addChannel('c10')
    expect(again.map((channel) => channel.id).slice(0, 2)).toEqual(['c10', 'c24'])
    expect(again).toHaveLength(20)
    const rows = await env.server.db.selectFrom('library_channels').select('id').execute()
    expect(rows).toHaveLength(20)
  })

  it('refuses hostile input with the usual pt-BR envelope', async () => {
    const invalid = { status: 400, body: { success: false, error: t('common.invalidData') } }
    const tooLarge = { status: 413, body: { success: false, error: t('server.bodyTooLarge') } }
    const long = 'x'.repeat(65)
    expect(await ana.call(`/continue/movie/${long}`, { method: 'DELETE' })).toEqual(invalid)
    expect(await ana.call('/continue/live/1', { method: 'DELETE' })).toEqual(invalid)
    expect(await ana.call('/favorites/live/1', { method: 'DELETE' })).toEqual(invalid)
    expect(await ana.post('/progress', moviePosition(long, 10))).toEqual(invalid)
    expect(await ana.post('/progress', moviePosition('1', -1))).toEqual(invalid)
    expect(await ana.post('/progress', moviePosition('1', 10, { at: 'ontem' }))).toEqual(invalid)
    expect(await ana.post('/progress', { ...moviePosition('1', 10), kind: 'live' })).toEqual(
      invalid,
    )
    expect(
      await ana.call('/progress', {
        method: 'POST',
        body: '{',
        headers: { 'content-type': 'application/json' },
      }),
    ).toEqual(invalid)
    const item = { kind: 'movie', id: '1', series_id: null, episode: null, duration: 10 }
    const marks = (count: number) => ({
      watched: true,
      content: card('movie', '1'),
      items: Array.from({ length: count }, () => item),
      next: null,
      at: secondsFromNow(0),
    })
    expect(await ana.post('/watched', marks(5_001))).toEqual(invalid)
    expect(await ana.post('/watched', marks(0))).toEqual(invalid)
    const tooMany = Array.from({ length: 2_001 }, (_, i) =>
      favorite('movie', `${i}`, secondsFromNow(0)),
    )
    expect(await ana.post('/favorites/import', { favorites: tooMany })).toEqual(invalid)
    expect(await ana.post('/channels', { content: card('movie', '1') })).toEqual(invalid)
    expect(await ana.post('/channels', { content: card('live', long) })).toEqual(invalid)
    // A single save is a small body (the app's 64 KB cap); a bulk one has 4 MB.
    const huge = card('movie', '1', 'x'.repeat(70_000))
    expect(await anaAside.post('/progress', moviePosition('1', 10, { content: huge }))).toEqual(
      tooLarge,
    )
    const hugeImport = Array.from({ length: 70 }, (_, i) => ({
      ...favorite('movie', `${i}`, secondsFromNow(0)),
      content: huge,
    }))
    expect(await anaAside.post('/favorites/import', { favorites: hugeImport })).toEqual(tooLarge)
    // Nothing of the above was stored.
    expect((await ana.progress()).map((entry) => entry.id)).toEqual([])
  })

  it('stores a card bounded, whatever the client sent', async () => {
    const long = card('movie', 'm9', 'x'.repeat(20_000))
    const saved = await ana.addFavorite({
      ...favorite('movie', 'm9', secondsFromNow(0)),
      content: long,
    })
    expect(saved[0]?.content.name).toHaveLength(512)
  })
})
