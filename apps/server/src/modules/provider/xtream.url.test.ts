import { describe, expect, it } from 'vitest'
import { buildStreamUrl, normaliseBaseUrl } from './xtream.url'

describe('normaliseBaseUrl', () => {
  it.each([
    ['http://tv.example.com:8080', 'http://tv.example.com:8080'],
    ['http://tv.example.com:8080/', 'http://tv.example.com:8080'],
    ['  http://tv.example.com/panel//  ', 'http://tv.example.com/panel'],
    ['http://tv.example.com/panel/player_api.php', 'http://tv.example.com/panel'],
    ['http://tv.example.com/get.php?username=u&password=p&type=m3u', 'http://tv.example.com'],
    ['HTTP://TV.example.com/Panel_API.php/', 'http://tv.example.com'],
    ['https://u:p@tv.example.com:443/x/#frag', 'https://tv.example.com/x'],
    ['http://tv.example.com/player_api.php.bak', 'http://tv.example.com/player_api.php.bak'],
  ])('%s → %s', (input, expected) => {
    expect(normaliseBaseUrl(input)).toBe(expected)
  })

  it.each(['ftp://tv.example.com', 'javascript:alert(1)', 'tv.example.com', ''])(
    'refuses %o',
    (input) => {
      expect(() => normaliseBaseUrl(input)).toThrow(
        expect.objectContaining({ kind: 'blocked-address' }),
      )
    },
  )
})

describe('buildStreamUrl', () => {
  const credentials = { username: 'a b', password: 'p/ss?#' }

  it('escapes the credentials into the path', () => {
    expect(buildStreamUrl('http://h/sub', credentials, 'series', '12', 'mkv')).toBe(
      'http://h/sub/series/a%20b/p%2Fss%3F%23/12.mkv',
    )
  })

  it.each([
    ['1/../2', 'mp4'],
    ['', 'mp4'],
    ['1', 'MP4'],
    ['1', 'mp4/x'],
  ])('refuses id %o with extension %o', (id, ext) => {
    expect(() => buildStreamUrl('http://h', credentials, 'movie', id, ext)).toThrow(TypeError)
  })
})
