import { describe, expect, it } from 'vitest'
import { stripBounds, stripItem, stripProgrammes } from './guide-strip'

const now = 1_800_000_000
const past = { start: now - 7200, end: now - 3600, title: 'Antes' }
const onAir = { start: now - 600, end: now + 1200, title: 'Jornal' }
const next = { start: now + 1200, end: now + 3000, title: 'Filme' }
const later = { start: now + 3000, end: now + 6000, title: 'Série' }
const schedule = [later, past, onAir, next]

describe('the guide strip', () => {
  it('walks the schedule in time order from the programme on now', () => {
    const list = stripProgrammes(schedule, undefined)
    expect(stripItem(list, 0, now, 0)).toMatchObject({ programme: onAir, place: 'now' })
    expect(stripItem(list, 1, now, 0)).toMatchObject({ programme: next, place: 'next' })
    expect(stripItem(list, 2, now, 0)).toMatchObject({ programme: later, place: 'later' })
    expect(stripItem(list, -1, now, 0)).toMatchObject({ programme: past, place: 'earlier' })
    expect(stripBounds(list, now)).toEqual([-1, 2])
  })

  it('offers the archive: a past programme to replay, the one on now to restart, never the future', () => {
    const list = stripProgrammes(schedule, undefined)
    expect(stripItem(list, -1, now, 1)?.offer).toBe('replay')
    expect(stripItem(list, 0, now, 1)?.offer).toBe('restart')
    expect(stripItem(list, 1, now, 1)?.offer).toBe('none')
    expect(stripItem(list, -1, now, 0)?.offer).toBe('none')
  })

  it('falls back on now/next before the schedule comes, and has nothing without a guide', () => {
    const list = stripProgrammes(undefined, { id: '1', now: onAir, next })
    expect(list).toEqual([onAir, next])
    expect(stripItem([], 0, now, 0)).toBeNull()
  })
})
