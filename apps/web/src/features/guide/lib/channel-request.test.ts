import { describe, expect, it } from 'vitest'
import { testItem } from '@/testing/catalog-item'
import { channelPlayRequest } from './channel-request'

const channel = (id: string) => testItem(id, { type: 'live', name: `Canal ${id}` })

describe('channelPlayRequest', () => {
  it('plays the channel with its card and the list as shown for ↑/↓', () => {
    const list = [channel('1'), channel('2'), channel('3')]
    const request = channelPlayRequest(list[1]!, list)
    expect(request).toMatchObject({ type: 'live', id: '2', title: 'Canal 2', content: list[1] })
    expect(request.channels?.map((entry) => entry.id)).toEqual(['1', '2', '3'])
  })

  it('plays a channel alone when the list does not hold it', () => {
    const request = channelPlayRequest(channel('9'), [channel('1')])
    expect(request.channels?.map((entry) => entry.id)).toEqual(['9'])
  })
})
