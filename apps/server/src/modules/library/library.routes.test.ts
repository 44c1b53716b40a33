import { progressEntrySchema } from '@myflix/shared'
import { beforeAll, describe, expect, it } from 'vitest'
import { cloudsServerFor, signedInBrowser } from '../../../test/support/clouds-server'
import { testDatabaseKinds } from '../../../test/support/databases'
import {
  card,
  episode,
  episodePosition,
  libraryClient,
  moviePosition,
  secondsFromNow,
  type LibraryClient,
} from '../../../test/support/library-client'

describe.each(testDatabaseKinds())('/api/library positions and marks on $name', (kind) => {
  const env = cloudsServerFor(kind)
  let ana: LibraryClient

  beforeAll(async () => {
    const { browser } = await signedInBrowser(
      env.server,
      `ana.library.${kind.name.toLowerCase()}@example.com`,
    )
    ana = libraryClient(browser)
  })

  const entryOf = async (id: string) => (await ana.progress()).find((entry) => entry.id === id)

  it('stores a position and answers the stored entry', async () => {
    const at = secondsFromNow(-30)
    const saved = await ana.save(moviePosition('m1', 600, { at }))
    expect(progressEntrySchema.parse(saved)).toEqual(saved)
    expect(saved).toEqual({
      kind: 'movie',
      id: 'm1',
      series_id: null,
      episode: null,
      programme: null,
      position: 600,
      duration: 5_400,
      watched: false,
      updated_at: new Date(at).toISOString(),
    })
    expect(await entryOf('m1')).toEqual(saved)
  })

  it('keeps the newest save: an older one answers the stored entry and changes nothing', async () => {
    const newer = await ana.save(moviePosition('m2', 900, { at: secondsFromNow(-10) }))
    const older = await ana.save(moviePosition('m2', 100, { at: secondsFromNow(-20) }))
    expect(older).toEqual(newer)
    expect((await entryOf('m2'))?.position).toBe(900)
  })

  it('never lets a device clock in the future win over later saves', async () => {
    const before = Date.now()
    const future = await ana.save(moviePosition('m3', 700, { at: secondsFromNow(86_400) }))
    const stored = Date.parse(future.updated_at)
    expect(stored).toBeGreaterThanOrEqual(before)
    expect(stored).toBeLessThanOrEqual(Date.now())
    while (Date.now() <= stored) await new Promise((resolve) => setImmediate(resolve))
    const later = await ana.save(moviePosition('m3', 800, { at: new Date().toISOString() }))
    expect(later.position).toBe(800)
  })

  it('marks a title watched past 90 %, and keeps it watched while it plays again', async () => {
    const done = await ana.save(moviePosition('m4', 5_000, { at: secondsFromNow(-50) }))
    expect(done.watched).toBe(true)
    const again = await ana.save(moviePosition('m4', 300, { at: secondsFromNow(-40) }))
    expect(again).toMatchObject({ position: 300, watched: true })
  })

  it('lists every entry newest first', async () => {
    const progress = await ana.progress()
    const times = progress.map((entry) => Date.parse(entry.updated_at))
    expect(times).toEqual([...times].sort((a, b) => b - a))
    expect(progress.map((entry) => entry.id).sort()).toEqual(['m1', 'm2', 'm3', 'm4'])
  })

  it('continues started movies only: not new, short, watched or removed ones', async () => {
    await ana.save(moviePosition('new', 100, { at: secondsFromNow(-5) }))
    await ana.save(moviePosition('short', 60, { duration: 120, at: secondsFromNow(-5) }))
    const row = await ana.continueWatching()
    // m4 was finished once and is playing again: it is started, so it is in the row.
    expect(row.map((item) => item.id)).toEqual(['m3', 'm2', 'm1', 'm4'])
    expect(row[0]).toMatchObject({
      kind: 'movie',
      episode: null,
      position: 800,
      duration: 5_400,
      content: card('movie', 'm3'),
    })
  })

  it('removes a movie from the row and keeps its entry; playing it again brings it back', async () => {
    expect(await ana.remove('movie', 'm3')).toEqual({ kind: 'movie', id: 'm3' })
    expect((await ana.continueWatching()).map((item) => item.id)).toEqual(['m2', 'm1', 'm4'])
    expect((await entryOf('m3'))?.position).toBe(800)
    await ana.save(moviePosition('m3', 850, { at: new Date().toISOString() }))
    expect((await ana.continueWatching())[0]?.id).toBe('m3')
  })

  /** A series' four episodes over two seasons; episode ids are the provider's, unique. */
  const episodesOf = (series: string) =>
    [
      [1, 1],
      [1, 2],
      [2, 1],
      [2, 2],
    ].map(([season, num]) => episode(`${series}e${season}${num}`, season!, num!))
  const [e1, e2, , e4] = episodesOf('s1')
  const seriesItem = async () =>
    (await ana.continueWatching()).find((item) => item.content.id === 's1')

  it('continues a series on its started episode, then on the next one once it is finished', async () => {
    await ana.save(episodePosition('s1', e1!, 600, e2!, { at: secondsFromNow(0) }))
    expect(await seriesItem()).toMatchObject({
      kind: 'episode',
      id: e1!.id,
      episode: e1,
      position: 600,
      content: card('series', 's1'),
    })
    await ana.save(episodePosition('s1', e1!, 1_450, e2!, { at: secondsFromNow(0) }))
    expect(await seriesItem()).toMatchObject({
      kind: 'episode',
      id: e2!.id,
      episode: e2,
      position: 0,
      content: card('series', 's1'),
    })
    // The series is one card, first as the newest.
    const row = await ana.continueWatching()
    expect(row.filter((item) => item.content.id === 's1')).toHaveLength(1)
    expect(row[0]?.content.id).toBe('s1')
  })

  it('leaves the row once the last episode is finished', async () => {
    await ana.save(episodePosition('s1', e4!, 1_490, null, { at: secondsFromNow(0) }))
    expect(await seriesItem()).toBeUndefined()
  })

  it('marks a season watched at once and moves the series on past it', async () => {
    const [f1, f2, f3, f4] = episodesOf('s2')
    // Its third episode had been started; the request does not know its duration, the row does.
    await ana.save(episodePosition('s2', f3!, 200, f4!, { at: secondsFromNow(-120) }))
    const marked = await ana.mark({
      watched: true,
      content: card('series', 's2'),
      items: [
        { kind: 'episode', id: f1!.id, series_id: 's2', episode: f1, duration: 1_500 },
        { kind: 'episode', id: f2!.id, series_id: 's2', episode: f2, duration: 1_400 },
        { kind: 'episode', id: f3!.id, series_id: 's2', episode: f3, duration: null },
        { kind: 'episode', id: f2!.id, series_id: 's2', episode: f2, duration: 1_400 },
      ],
      next: f4,
      at: secondsFromNow(-180),
    })
    const byId = Object.fromEntries(marked.map((entry) => [entry.id, entry]))
    expect(Object.keys(byId).sort()).toEqual(['s2e11', 's2e12', 's2e21'])
    expect(byId.s2e11).toMatchObject({ watched: true, position: 1_500, duration: 1_500 })
    expect(byId.s2e12).toMatchObject({ watched: true, position: 1_400 })
    expect(byId.s2e21).toMatchObject({ watched: true, position: 1_500, duration: 1_500 })
    // A mark never moves a row's time back (s2e21 was saved after the mark's `at`).
    const time = (id: string) => Date.parse(byId[id]!.updated_at)
    expect(time('s2e21')).toBeGreaterThan(time('s2e11'))
    const item = (await ana.continueWatching()).find((entry) => entry.content.id === 's2')
    expect(item).toMatchObject({ id: 's2e22', episode: f4, position: 0 })
  })

  it('unmarks: back to the start, not watched', async () => {
    const f3 = episodesOf('s2')[2]!
    const [entry] = await ana.mark({
      watched: false,
      content: card('series', 's2'),
      items: [{ kind: 'episode', id: f3.id, series_id: 's2', episode: f3, duration: 1_500 }],
      next: null,
      at: new Date().toISOString(),
    })
    expect(entry).toMatchObject({ id: f3.id, watched: false, position: 0 })
    // Its newest row is neither started nor watched: the series is not in the row.
    expect((await ana.continueWatching()).some((item) => item.content.id === 's2')).toBe(false)
  })

  it('removes a whole series from the row; a new save of any episode brings it back', async () => {
    const [g1, g2, g3] = episodesOf('s3')
    await ana.save(episodePosition('s3', g1!, 700, g2!, { at: secondsFromNow(-1) }))
    await ana.save(episodePosition('s3', g2!, 1_495, g3!, { at: new Date().toISOString() }))
    expect((await ana.continueWatching())[0]).toMatchObject({ id: g3!.id })
    expect(await ana.remove('series', 's3')).toEqual({ kind: 'series', id: 's3' })
    const row = await ana.continueWatching()
    expect(row.some((item) => item.content.id === 's3')).toBe(false)
    // The marks stay.
    expect((await entryOf(g2!.id))?.watched).toBe(true)
    await ana.save(episodePosition('s3', g1!, 800, g2!, { at: new Date().toISOString() }))
    expect((await ana.continueWatching())[0]).toMatchObject({ id: g1!.id, position: 800 })
  })

  it('lists at most 20 titles, newest first', async () => {
    for (let i = 0; i < 25; i += 1)
      await ana.save(moviePosition(`many${i}`, 1_000, { at: new Date().toISOString() }))
    const row = await ana.continueWatching()
    expect(row).toHaveLength(20)
    expect(row[0]?.id).toBe('many24')
    const times = row.map((item) => Date.parse(item.updated_at))
    expect(times).toEqual([...times].sort((a, b) => b - a))
  })

  it('keeps the newest 5,000 entries of a scope; marking 5,000 at once fits the body limit', async () => {
    const items = Array.from({ length: 5_000 }, (_, i) => {
      const ref = episode(`long${i}`, 1 + Math.floor(i / 100), i % 100)
      return { kind: 'episode', id: ref.id, series_id: 'long', episode: ref, duration: 1_500 }
    })
    const marked = await ana.mark({
      watched: true,
      content: card('series', 'long'),
      items,
      next: null,
      at: new Date().toISOString(),
    })
    expect(marked).toHaveLength(5_000)
    // They are the newest: every older entry of the tests above went.
    const progress = await ana.progress()
    expect(progress).toHaveLength(5_000)
    expect(progress.every((entry) => entry.id.startsWith('long'))).toBe(true)
  })
})
