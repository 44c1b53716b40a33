import { beforeEach, describe, expect, it } from 'vitest'
import {
  NAVIGATION_STATE_FLAG,
  setProcessingFlag,
  sweepSessionFlags,
  writeNavigationState,
} from './session-flags'

const NOW = 1_800_000_000_000

function keys(): string[] {
  return Array.from({ length: sessionStorage.length }, (_, index) => sessionStorage.key(index)!)
}

describe('session flag hygiene', () => {
  beforeEach(() => {
    sessionStorage.clear()
    sessionStorage.setItem('myflix-hero-index', '2')
    sessionStorage.setItem('other-app', 'keep')
  })

  it('keeps flags while the navigation state is at most 30 s old', () => {
    writeNavigationState('/filmes', NOW - 30_000)
    expect(sweepSessionFlags(NOW)).toBe(false)
    expect(keys().sort()).toEqual(['myflix-hero-index', NAVIGATION_STATE_FLAG, 'other-app'].sort())
  })

  it('clears every myflix- flag, and only those, when the navigation state is older than 30 s', () => {
    writeNavigationState('/filmes', NOW - 30_001)
    expect(sweepSessionFlags(NOW)).toBe(true)
    expect(keys()).toEqual(['other-app'])
  })

  it('clears them when a global loading flag was left behind', () => {
    writeNavigationState('/home', NOW - 1000)
    setProcessingFlag(NOW - 1000)
    expect(sweepSessionFlags(NOW)).toBe(true)
    expect(keys()).toEqual(['other-app'])
  })

  it('clears them when the navigation state is inconsistent', () => {
    sessionStorage.setItem(NAVIGATION_STATE_FLAG, '{not json')
    expect(sweepSessionFlags(NOW)).toBe(true)
    expect(keys()).toEqual(['other-app'])

    sessionStorage.setItem('myflix-hero-index', '2')
    writeNavigationState('/home', NOW + 60_000)
    expect(sweepSessionFlags(NOW)).toBe(true)
    expect(keys()).toEqual(['other-app'])
  })

  it('leaves flags alone when there is no navigation state yet', () => {
    expect(sweepSessionFlags(NOW)).toBe(false)
    expect(keys()).toContain('myflix-hero-index')
  })
})
