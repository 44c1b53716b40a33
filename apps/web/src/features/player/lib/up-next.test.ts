import { describe, expect, it } from 'vitest'
import { STILL_WATCHING_AFTER } from '@myflix/shared'
import { asksStillWatching, endAction, inUpNextWindow, secondsLeft } from './up-next'

describe('up next', () => {
  it('shows in the last 30 s of a long episode and the last quarter of a short one', () => {
    expect(inUpNextWindow(2500, 2550)).toBe(false)
    expect(inUpNextWindow(2520, 2550)).toBe(true)
    expect(inUpNextWindow(14.9, 20)).toBe(false)
    expect(inUpNextWindow(15, 20)).toBe(true)
    expect(inUpNextWindow(0, Number.NaN)).toBe(false)
    expect(inUpNextWindow(0, Infinity)).toBe(false)
  })

  it('counts down whole seconds to the end', () => {
    expect(secondsLeft(15.2, 20)).toBe(5)
    expect(secondsLeft(20, 20)).toBe(0)
  })

  it('autoplays only with a next episode, the setting on and the card not dismissed', () => {
    expect(endAction({ hasNext: true, autoplay: true, dismissed: false })).toBe('autoplay')
    expect(endAction({ hasNext: true, autoplay: false, dismissed: false })).toBe('stay')
    expect(endAction({ hasNext: true, autoplay: true, dismissed: true })).toBe('stay')
    expect(endAction({ hasNext: false, autoplay: true, dismissed: false })).toBe('stay')
  })

  it('asks after STILL_WATCHING_AFTER autoplays in a row', () => {
    expect(asksStillWatching(STILL_WATCHING_AFTER - 1)).toBe(false)
    expect(asksStillWatching(STILL_WATCHING_AFTER)).toBe(true)
  })
})
