import { continueItemSchema, isAdultItem, progressEntrySchema } from '@myflix/shared'
import { beforeAll, describe, expect, it } from 'vitest'
import { cloudsServerFor, signedInBrowser } from '../../../test/support/clouds-server'
import { testDatabaseKinds } from '../../../test/support/databases'
import {
  catchupPosition,
  channelCard,
  libraryClient,
  moviePosition,
  programme,
  secondsFromNow,
  type LibraryClient,
} from '../../../test/support/library-client'
import { CATCHUP_PAGE } from './library.service'

const HOUR = 3_600
const DAY = 24 * HOUR

describe.each(testDatabaseKinds())('/api/library catch-up programmes on $name', (kind) => {
  const env = cloudsServerFor(kind)
  let ana: LibraryClient

  beforeAll(async () => {
    const { browser } = await signedInBrowser(
      env.server,
      `ana.catchup.${kind.name.toLowerCase()}@example.com`,
    )
    ana = libraryClient(browser)
  })

  const continueIds = async () => (await ana.continueWatching()).map((item) => item.id)
  /** A channel keeping a week of archive, and one of its programmes that ended an hour ago. */
  const week = channelCard('c7', 7)
  const yesterday = programme('c7', 2 * HOUR)
  const yesterdayId = `c7@${yesterday.start}`

  it('stores a catch-up position with its programme and continues it as the channel card', async () => {
    const saved = await ana.save(catchupPosition(week, yesterday, 600, { at: secondsFromNow(-30) }))
    expect(progressEntrySchema.parse(saved)).toEqual(saved)
    expect(saved).toMatchObject({
      kind: 'catchup',
      id: yesterdayId,
      programme: yesterday,
      position: 600,
      duration: HOUR,
      watched: false,
    })
    expect((await ana.progress()).find((entry) => entry.id === yesterdayId)).toEqual(saved)
    const [item] = await ana.continueWatching()
    expect(continueItemSchema.parse(item)).toEqual(item)
    expect(item).toEqual({
      content: week,
      kind: 'catchup',
      id: yesterdayId,
      episode: null,
      programme: yesterday,
      position: 600,
      duration: HOUR,
      updated_at: saved.updated_at,
    })
  })

  it('keeps the newest save, and a movie saved since comes first', async () => {
    await ana.save(catchupPosition(week, yesterday, 100, { at: secondsFromNow(-40) }))
    expect((await ana.continueWatching())[0]).toMatchObject({ id: yesterdayId, position: 600 })
    await ana.save(moviePosition('m1', 600, { at: secondsFromNow(-20) }))
    expect(await continueIds()).toEqual(['m1', yesterdayId])
  })

  it('leaves the row once the programme is finished, and comes back when played again', async () => {
    await ana.save(catchupPosition(week, yesterday, 3_300, { at: secondsFromNow(-10) }))
    expect(await continueIds()).toEqual(['m1'])
    const again = await ana.save(catchupPosition(week, yesterday, 900, { at: secondsFromNow(-5) }))
    expect(again).toMatchObject({ position: 900, watched: true })
    expect(await continueIds()).toEqual([yesterdayId, 'm1'])
  })

  it('removes a programme from the row and keeps its entry; playing it again brings it back', async () => {
    expect(await ana.remove('catchup', yesterdayId)).toEqual({ kind: 'catchup', id: yesterdayId })
    expect(await continueIds()).toEqual(['m1'])
    expect((await ana.progress()).find((entry) => entry.id === yesterdayId)?.position).toBe(900)
    await ana.save(catchupPosition(week, yesterday, 1_000, { at: secondsFromNow(-1) }))
    expect(await continueIds()).toEqual([yesterdayId, 'm1'])
  })

  it('shows only programmes the channel archive still keeps', async () => {
    const saves = [
      // Four days back on a three-day archive: gone, though the entry stays.
      catchupPosition(channelCard('c3', 3), programme('c3', 4 * DAY), 600),
      // 48 declared is read as hours: a two-day archive.
      catchupPosition(channelCard('h48', 48), programme('h48', 3 * DAY), 600),
      // Past the 14 days no archive is offered beyond, whatever the panel declares.
      catchupPosition(channelCard('c30', 30), programme('c30', 15 * DAY), 600),
      // No archive at all.
      catchupPosition(channelCard('c0', 0), programme('c0', 2 * HOUR), 600),
      // Still on air: the live channel shows it, the row only once it has ended.
      catchupPosition(week, programme('c7', HOUR / 2), 600),
    ]
    for (const save of saves) await ana.save({ ...save, at: new Date().toISOString() })
    const kept = catchupPosition(channelCard('h48', 48), programme('h48', DAY), 600)
    await ana.save({ ...kept, at: new Date().toISOString() })
    expect(await continueIds()).toEqual([kept.id, yesterdayId, 'm1'])
    const stored = new Set((await ana.progress()).map((entry) => entry.id))
    expect(saves.every((save) => stored.has(save.id))).toBe(true)
  })

  it('finds a kept programme behind more stale ones than one page reads', async () => {
    const kept = catchupPosition(week, programme('c7', 3 * HOUR), 600)
    await ana.save({ ...kept, at: new Date().toISOString() })
    const oneDay = channelCard('c1', 1)
    for (let i = 0; i <= CATCHUP_PAGE; i += 1) {
      const stale = catchupPosition(oneDay, programme('c1', 2 * DAY + i * HOUR), 600)
      await ana.save({ ...stale, at: new Date().toISOString() })
    }
    const ids = await continueIds()
    expect(ids[0]).toBe(kept.id)
    expect(ids.some((id) => id.startsWith('c1@'))).toBe(false)
  })

  it('answers an adult channel card as stored, for the row to hide under parental control', async () => {
    const flagged = channelCard('x1', 7, { is_adult: true })
    const named = channelCard('x2', 7, { category_name: 'Adultos' })
    await ana.save({
      ...catchupPosition(flagged, programme('x1', 3 * HOUR), 600),
      at: new Date().toISOString(),
    })
    await ana.save({
      ...catchupPosition(named, programme('x2', 3 * HOUR), 600),
      at: new Date().toISOString(),
    })
    const row = await ana.continueWatching()
    const adult = row.filter((item) => item.content.id.startsWith('x'))
    expect(adult.map((item) => item.content.id)).toEqual(['x2', 'x1'])
    // The web's visibleLibrary leaves out what the shared rule calls adult, as for movies.
    expect(adult.every((item) => isAdultItem(item.content))).toBe(true)
    expect(row.filter((item) => !isAdultItem(item.content)).length).toBe(row.length - 2)
  })

  it('refuses a catch-up position that does not name its programme, or names another', async () => {
    const valid = catchupPosition(week, programme('c7', 5 * HOUR), 600)
    const refused = [
      { ...valid, id: 'c7' },
      { ...valid, id: `c7@${valid.programme!.start + 60}` },
      { ...valid, programme: null },
      { ...valid, programme: undefined },
      { ...moviePosition('m9', 600), programme: valid.programme },
      // The card is not the programme's channel, or not a channel.
      { ...valid, content: channelCard('c8', 7) },
      { ...valid, content: { ...week, type: 'movie' } },
      // Not a programme: it ends before it starts, or lasts more than 12 hours.
      { ...valid, programme: { ...valid.programme!, end: valid.programme!.start } },
      { ...valid, programme: { ...valid.programme!, end: valid.programme!.start + 13 * HOUR } },
    ]
    for (const body of refused) {
      const answer = await ana.post('/progress', body)
      expect(answer.status, JSON.stringify(body.programme)).toBe(400)
    }
    expect((await ana.progress()).some((entry) => entry.id === valid.id)).toBe(false)
  })

  it('never marks a catch-up programme watched', async () => {
    const answer = await ana.post('/watched', {
      watched: true,
      content: week,
      items: [{ kind: 'catchup', id: yesterdayId, series_id: null, episode: null, duration: 60 }],
      next: null,
      at: new Date().toISOString(),
    })
    expect(answer.status).toBe(400)
  })
})
