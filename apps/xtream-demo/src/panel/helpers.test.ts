import { describe, expect, it } from 'vitest'
import { phpJson, phpList } from './php-json'
import { intval } from './player-api.routes'
import { mountPrefix } from './url-context'

describe('PHP-compatible helpers', () => {
  it('intval keeps leading digits and turns junk into 0', () => {
    expect(intval('12')).toBe(12)
    expect(intval(' 7abc')).toBe(7)
    expect(intval('undefined')).toBe(0)
    expect(intval('')).toBe(0)
    expect(intval(undefined)).toBe(0)
  })

  it('phpJson escapes slashes and non-ASCII', () => {
    expect(phpJson({ u: 'http://x/y', t: 'Ação' })).toBe(
      '{"u":"http:\\/\\/x\\/y","t":"A\\u00e7\\u00e3o"}',
    )
  })

  it('phpList gives an array only for keys 0..n-1', () => {
    expect(
      phpList([
        [0, 'a'],
        [1, 'b'],
      ]),
    ).toEqual(['a', 'b'])
    expect(
      phpList([
        [1, 'a'],
        [2, 'b'],
      ]),
    ).toEqual({ '1': 'a', '2': 'b' })
  })

  it('mountPrefix strips the route segments from the request path', () => {
    expect(mountPrefix('/player_api.php', 1)).toBe('')
    expect(mountPrefix('/demo-xtream/player_api.php', 1)).toBe('/demo-xtream')
    expect(mountPrefix('/a/b/movie/u/p/1.mp4', 4)).toBe('/a/b')
  })
})
