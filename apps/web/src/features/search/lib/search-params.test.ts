import { describe, expect, it } from 'vitest'
import { isSearchable, readSearchParams, writeSearchParams } from './search-params'

describe('search URL', () => {
  it('round-trips text and tab, with Tudo as the default', () => {
    expect(readSearchParams(writeSearchParams('matrix reloaded', 'series'))).toEqual({
      q: 'matrix reloaded',
      type: 'series',
    })
    expect(writeSearchParams('abc', 'all').toString()).toBe('q=abc')
    expect(readSearchParams(new URLSearchParams('type=bogus'))).toEqual({ q: '', type: 'all' })
  })

  it('searches from 3 characters, spaces not counted', () => {
    expect(isSearchable('ab')).toBe(false)
    expect(isSearchable('  ab ')).toBe(false)
    expect(isSearchable('abc')).toBe(true)
  })
})
