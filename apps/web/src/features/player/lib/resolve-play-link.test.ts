import { describe, expect, it } from 'vitest'
import type { Episode, ItemPage } from '@myflix/shared'
import { testItem } from '@/testing/catalog-item'
import { resolvePlayLink, type PlayLinkSources } from './resolve-play-link'

const episode = (id: string, season: number, episodeNum: number): Episode => ({
  id,
  season,
  episode_num: episodeNum,
  title: `Ep ${id}`,
  container_extension: 'mp4',
  duration: null,
  plot: null,
  movie_image: null,
})
const show = testItem('90', { type: 'series', name: 'Série' })
const channelA = testItem('1', { type: 'live', name: 'Canal A' })
const channelB = testItem('2', { type: 'live', name: 'Canal B' })
const sources: PlayLinkSources = {
  title: (type, id) =>
    Promise.resolve(type === 'series' ? show : type === 'live' ? channelA : testItem(id)),
  channels: () =>
    Promise.resolve({ items: [channelA, channelB], total: 2, offset: 0, limit: 50 } as ItemPage),
  episodes: () =>
    Promise.resolve({
      episodes: { '1': [episode('11', 1, 1)], '2': [episode('21', 2, 1)] },
      seriesInfo: { series: show, seasons: [], episodes: {} },
    }),
}

describe('resolvePlayLink', () => {
  it('hands the player the card and the episode, for the library and the label', async () => {
    const request = await resolvePlayLink({ type: 'series', id: '90', episodeId: '21' }, sources)
    expect(request).toMatchObject({
      type: 'episode',
      id: '21',
      seriesId: '90',
      title: 'Série - S02E01',
      content: show,
      episode: { id: '21', season: 2, episode_num: 1, title: 'Ep 21', ext: 'mp4' },
    })
  })

  it('gives each channel of the list its card, so ↑/↓ keep the recent row right', async () => {
    const request = await resolvePlayLink({ type: 'live', id: '1', episodeId: null }, sources)
    expect(request?.content).toEqual(channelA)
    expect(request?.channels?.map((channel) => channel.content)).toEqual([channelA, channelB])
  })
})
