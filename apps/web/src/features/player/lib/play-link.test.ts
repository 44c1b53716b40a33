import { describe, expect, it } from 'vitest'
import { parsePlayLink, playLinkHref, withoutPlayLink } from './play-link'

describe('play links', () => {
  it('reads movie, channel and series links', () => {
    expect(parsePlayLink('/details/movie/42', '?play=1')).toEqual({
      type: 'movie',
      id: '42',
      episodeId: null,
    })
    expect(parsePlayLink('/details/channel/7', '?play=1&episode=3')).toEqual({
      type: 'live',
      id: '7',
      episodeId: null,
    })
    expect(parsePlayLink('/details/series/100001', '?play=1&episode=55')).toEqual({
      type: 'series',
      id: '100001',
      episodeId: '55',
    })
  })

  it('ignores other pages, other types and a missing flag', () => {
    expect(parsePlayLink('/details/movie/42', '')).toBeNull()
    expect(parsePlayLink('/details/movie/42', '?play=0')).toBeNull()
    expect(parsePlayLink('/details/book/42', '?play=1')).toBeNull()
    expect(parsePlayLink('/filmes', '?play=1')).toBeNull()
  })

  it('builds links that parse back, and strips them while keeping other parameters', () => {
    const href = new URL(playLinkHref('series', '9', '12'), 'http://x')
    expect(parsePlayLink(href.pathname, href.search)).toEqual({
      type: 'series',
      id: '9',
      episodeId: '12',
    })
    expect(withoutPlayLink('?play=1&episode=12&tab=info')).toBe('?tab=info')
    expect(withoutPlayLink('?play=1')).toBe('')
  })
})
