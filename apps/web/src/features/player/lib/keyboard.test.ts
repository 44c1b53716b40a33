import { describe, expect, it } from 'vitest'
import { keyToAction, neighbourChannel } from './keyboard'

const key = (
  k: string,
  mods: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean }> = {},
) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...mods,
})
const vod = { live: false, hasChannels: false }
const zapping = { live: true, hasChannels: true }

describe('keyToAction', () => {
  it('maps the common player keys', () => {
    expect(keyToAction(key(' '), vod)).toBe('togglePlay')
    expect(keyToAction(key('k'), vod)).toBe('togglePlay')
    expect(keyToAction(key('f'), vod)).toBe('fullscreen')
    expect(keyToAction(key('M'), vod)).toBe('mute')
    expect(keyToAction(key('Escape'), zapping)).toBe('close')
  })

  it('seeks with ←/→ and sets the volume with ↑/↓ on movies and episodes', () => {
    expect(keyToAction(key('ArrowLeft'), vod)).toBe('seekBack')
    expect(keyToAction(key('ArrowRight'), vod)).toBe('seekForward')
    expect(keyToAction(key('ArrowUp'), vod)).toBe('volumeUp')
    expect(keyToAction(key('ArrowDown'), vod)).toBe('volumeDown')
  })

  it('zaps with ↑/↓ on live with a channel list, and has no seeking there', () => {
    expect(keyToAction(key('ArrowUp'), zapping)).toBe('previousChannel')
    expect(keyToAction(key('ArrowDown'), zapping)).toBe('nextChannel')
    expect(keyToAction(key('ArrowUp'), { live: true, hasChannels: false })).toBe('volumeUp')
  })

  it('opens and closes the channel list with L on live with a channel list only', () => {
    expect(keyToAction(key('l'), zapping)).toBe('channelList')
    expect(keyToAction(key('L'), { ...zapping, listOpen: true })).toBe('closeChannelList')
    expect(keyToAction(key('l'), vod)).toBeNull()
    expect(keyToAction(key('l'), { live: true, hasChannels: false })).toBeNull()
  })

  it('with the list open, leaves ↑/↓ to the list and closes the list, not the player, on Escape', () => {
    const open = { ...zapping, listOpen: true }
    expect(keyToAction(key('ArrowUp'), open)).toBeNull()
    expect(keyToAction(key('ArrowDown'), open)).toBeNull()
    expect(keyToAction(key('Escape'), open)).toBe('closeChannelList')
    expect(keyToAction(key(' '), open)).toBe('togglePlay')
  })

  it('walks the guide strip with ←/→ on a channel on air, and Escape closes the strip first', () => {
    expect(keyToAction(key('ArrowLeft'), zapping)).toBe('guideBack')
    expect(keyToAction(key('ArrowRight'), { live: true, hasChannels: false })).toBe('guideForward')
    expect(keyToAction(key('Escape'), { ...zapping, guideOpen: true })).toBe('closeGuide')
    expect(keyToAction(key('ArrowLeft', { altKey: true }), zapping)).toBeNull()
  })

  it('goes into a bar on screen with ↓ over the volume, never over the zap', () => {
    expect(keyToAction(key('ArrowDown'), { ...vod, barShown: true })).toBe('enterBar')
    expect(keyToAction(key('ArrowDown'), { live: true, hasChannels: false, barShown: true })).toBe(
      'enterBar',
    )
    expect(keyToAction(key('ArrowDown'), { ...zapping, barShown: true })).toBe('nextChannel')
    expect(keyToAction(key('ArrowUp'), { ...zapping, barShown: true })).toBe('previousChannel')
    expect(keyToAction(key('ArrowDown'), { ...zapping, listOpen: true })).toBeNull()
  })

  it('seeks with ←/→ in a programme of the archive, and still zaps with ↑/↓', () => {
    const replay = { ...zapping, catchup: true }
    expect(keyToAction(key('ArrowLeft'), replay)).toBe('seekBack')
    expect(keyToAction(key('ArrowRight'), replay)).toBe('seekForward')
    expect(keyToAction(key('ArrowUp'), replay)).toBe('previousChannel')
    expect(keyToAction(key('ArrowDown'), replay)).toBe('nextChannel')
    expect(keyToAction(key('ArrowUp'), { live: true, hasChannels: false, catchup: true })).toBe(
      'volumeUp',
    )
  })

  it('leaves modified keys and other keys alone', () => {
    expect(keyToAction(key('f', { ctrlKey: true }), vod)).toBeNull()
    expect(keyToAction(key('m', { metaKey: true }), vod)).toBeNull()
    expect(keyToAction(key('x'), vod)).toBeNull()
  })
})

describe('neighbourChannel', () => {
  const list = [{ id: 'a' }, { id: 'b' }, { id: 'c' }]
  it('moves through the list and wraps at both ends', () => {
    expect(neighbourChannel(list, 'b', 1)?.id).toBe('c')
    expect(neighbourChannel(list, 'c', 1)?.id).toBe('a')
    expect(neighbourChannel(list, 'a', -1)?.id).toBe('c')
  })
  it('has nowhere to go with fewer than two channels', () => {
    expect(neighbourChannel([{ id: 'a' }], 'a', 1)).toBeNull()
  })
})
