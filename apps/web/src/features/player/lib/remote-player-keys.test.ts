import { describe, expect, it } from 'vitest'
import { remoteToAction } from './remote-player-keys'

const vod = { live: false, hasChannels: false, hasNext: false }
const series = { ...vod, hasNext: true }
const zapping = { live: true, hasChannels: true, hasNext: false }

describe('remoteToAction', () => {
  it('closes what is open over the video first on Back, then the player; Stop closes it', () => {
    expect(remoteToAction('back', { ...zapping, listOpen: true })).toBe('closeChannelList')
    expect(remoteToAction('back', { ...zapping, guideOpen: true })).toBe('closeGuide')
    expect(remoteToAction('back', vod)).toBe('close')
    expect(remoteToAction('stop', zapping)).toBe('close')
  })

  it('seeks with ⏪/⏩ on titles, restarts the programme with ⏪ on live with archive', () => {
    expect(remoteToAction('rewind', vod)).toBe('seekBack')
    expect(remoteToAction('fastForward', vod)).toBe('seekForward')
    expect(remoteToAction('rewind', { ...zapping, canRestart: true })).toBe('restartProgramme')
    expect(remoteToAction('fastForward', zapping)).toBeNull()
  })

  it('zaps with CH± and ⏮/⏭ on live; ⏭ is the next episode and ⏮ the start on titles', () => {
    expect(remoteToAction('channelUp', zapping)).toBe('nextChannel')
    expect(remoteToAction('channelDown', zapping)).toBe('previousChannel')
    expect(remoteToAction('next', zapping)).toBe('nextChannel')
    expect(remoteToAction('previous', zapping)).toBe('previousChannel')
    expect(remoteToAction('next', series)).toBe('nextEpisode')
    expect(remoteToAction('next', vod)).toBeNull()
    expect(remoteToAction('previous', vod)).toBe('fromStart')
    expect(remoteToAction('channelUp', vod)).toBeNull()
  })

  it('types digits on live with a list only, and leaves search alone', () => {
    expect(remoteToAction({ digit: 4 }, zapping)).toEqual({ digit: 4 })
    expect(remoteToAction({ digit: 4 }, vod)).toBeNull()
    expect(remoteToAction('search', zapping)).toBeNull()
  })
})
