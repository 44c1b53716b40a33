import { describe, expect, it } from 'vitest'
import { testItem } from '@/testing/catalog-item'
import { catchupPlayRequest, channelPlayRequest } from './channel-request'

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

describe('channelPlayRequest in a long list', () => {
  it('sends the 200 channels around the one played', () => {
    const list = Array.from({ length: 1000 }, (_, i) => channel(String(i)))
    const middle = channelPlayRequest(list[500]!, list).channels!
    expect(middle).toHaveLength(200)
    expect(middle[0]?.id).toBe('400')
    expect(channelPlayRequest(list[3]!, list).channels![0]?.id).toBe('0')
    expect(channelPlayRequest(list[999]!, list).channels!.at(-1)?.id).toBe('999')
  })
})

describe('catchupPlayRequest', () => {
  it("plays a programme of the channel's archive: the channel's request with the programme's bounds", () => {
    const list = [channel('1'), channel('2')]
    const programme = { start: 1_000, end: 2_800, title: 'Jornal', description: 'Notícias.' }
    const request = catchupPlayRequest(list[0]!, list, programme)
    expect(request).toMatchObject({ type: 'live', id: '1', title: 'Canal 1', content: list[0] })
    expect(request.catchup).toEqual({ start: 1_000, end: 2_800, title: 'Jornal' })
    expect(request.startAt).toBeUndefined()
    expect(request.channels?.map((entry) => entry.id)).toEqual(['1', '2'])
  })
})
