import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  isTextEntry,
  registerTvKeys,
  remoteAction,
  TIZEN_KEYS,
  type RemoteKeyEvent,
} from './remote-keys'

function press(
  key: string,
  keyCode = 0,
  extra: Partial<RemoteKeyEvent> = {},
): ReturnType<typeof remoteAction> {
  return remoteAction({
    key,
    keyCode,
    ctrlKey: false,
    altKey: false,
    metaKey: false,
    target: document.body,
    ...extra,
  })
}

describe('remoteAction', () => {
  afterEach(() => {
    document.body.innerHTML = ''
  })

  it.each([
    ['Escape', 27],
    ['GoBack', 0],
    ['BrowserBack', 166],
    ['XF86Back', 10009],
    ['Unidentified', 461],
    ['Unidentified', 10009],
    ['Unidentified', 4],
  ])('reads %s (%i) as Back', (key, code) => {
    expect(press(key, code)).toBe('back')
  })

  it.each([
    ['MediaPlayPause', 179, 'playPause'],
    ['Unidentified', 179, 'playPause'],
    ['Unidentified', 10252, 'playPause'],
    ['MediaPlay', 0, 'play'],
    ['Unidentified', 415, 'play'],
    ['MediaPause', 0, 'pause'],
    ['Unidentified', 19, 'pause'],
    ['MediaStop', 0, 'stop'],
    ['Unidentified', 413, 'stop'],
    ['MediaRewind', 0, 'rewind'],
    ['Unidentified', 412, 'rewind'],
    ['Unidentified', 227, 'rewind'],
    ['MediaFastForward', 0, 'fastForward'],
    ['Unidentified', 417, 'fastForward'],
    ['Unidentified', 228, 'fastForward'],
    ['MediaTrackNext', 176, 'next'],
    ['Unidentified', 10233, 'next'],
    ['MediaTrackPrevious', 177, 'previous'],
    ['Unidentified', 10232, 'previous'],
    ['ChannelUp', 0, 'channelUp'],
    ['PageUp', 33, 'channelUp'],
    ['Unidentified', 427, 'channelUp'],
    ['ChannelDown', 0, 'channelDown'],
    ['PageDown', 34, 'channelDown'],
    ['Unidentified', 428, 'channelDown'],
    ['/', 191, 'search'],
  ])('reads %s (%i) as %s', (key, code, action) => {
    expect(press(key, code)).toBe(action)
  })

  it('reads digits from the key, the numpad and a remote that reports only the code', () => {
    expect(press('7', 55)).toEqual({ digit: 7 })
    expect(press('0', 96)).toEqual({ digit: 0 })
    expect(press('Unidentified', 51)).toEqual({ digit: 3 })
    expect(press('', 105)).toEqual({ digit: 9 })
  })

  it('leaves a shifted digit key alone: it types a symbol', () => {
    expect(press('!', 49)).toBeNull()
  })

  it('leaves arrows, Enter, space and letters to others', () => {
    for (const key of ['ArrowUp', 'ArrowLeft', 'Enter', ' ', 'k', 'Tab']) {
      expect(press(key, 0)).toBeNull()
    }
  })

  it('leaves browser shortcuts alone, but AltGr still types', () => {
    expect(press('1', 49, { ctrlKey: true })).toBeNull()
    expect(press('/', 191, { metaKey: true })).toBeNull()
    expect(press('Escape', 27, { altKey: true })).toBeNull()
    expect(
      press('/', 81, { ctrlKey: true, altKey: true, getModifierState: (k) => k === 'AltGraph' }),
    ).toBe('search')
  })

  it('keeps Backspace, / and digits for text fields, but Escape and media keys still act', () => {
    const input = document.createElement('input')
    document.body.append(input)
    expect(press('Backspace', 8, { target: input })).toBeNull()
    expect(press('/', 191, { target: input })).toBeNull()
    expect(press('4', 52, { target: input })).toBeNull()
    expect(press('Escape', 27, { target: input })).toBe('back')
    expect(press('Unidentified', 461, { target: input })).toBe('back')
    expect(press('MediaPlayPause', 179, { target: input })).toBe('playPause')
  })

  it('reads Backspace as Back outside text fields', () => {
    const button = document.createElement('button')
    document.body.append(button)
    expect(press('Backspace', 8, { target: button })).toBe('back')
    expect(press('Backspace', 8)).toBe('back')
  })
})

describe('isTextEntry', () => {
  it('knows text inputs, text areas and editable elements', () => {
    const make = (html: string) => {
      const holder = document.createElement('div')
      holder.innerHTML = html
      return holder.firstElementChild
    }
    expect(isTextEntry(make('<input>'))).toBe(true)
    expect(isTextEntry(make('<input type="search">'))).toBe(true)
    expect(isTextEntry(make('<input type="password">'))).toBe(true)
    expect(isTextEntry(make('<textarea></textarea>'))).toBe(true)
    const editable = make('<div contenteditable="true"></div>')
    // jsdom does not compute isContentEditable; a browser does.
    if (editable instanceof HTMLElement)
      Object.defineProperty(editable, 'isContentEditable', { value: true })
    expect(isTextEntry(editable)).toBe(true)
    expect(isTextEntry(make('<input type="checkbox">'))).toBe(false)
    expect(isTextEntry(make('<input type="range">'))).toBe(false)
    expect(isTextEntry(make('<button></button>'))).toBe(false)
    expect(isTextEntry(null)).toBe(false)
    expect(isTextEntry(window)).toBe(false)
  })
})

describe('registerTvKeys', () => {
  it('asks a Tizen TV for the keys it supports, nothing else', () => {
    const registerKeyBatch = vi.fn()
    const supported = ['MediaPlayPause', 'ChannelUp', '5', 'ColorF0Red'].map((name, code) => ({
      name,
      code,
    }))
    const tv = { tizen: { tvinputdevice: { getSupportedKeys: () => supported, registerKeyBatch } } }
    registerTvKeys(tv as unknown as Window)
    expect(registerKeyBatch).toHaveBeenCalledTimes(1)
    expect(registerKeyBatch.mock.calls[0]?.[0]).toEqual(['MediaPlayPause', 'ChannelUp', '5'])
    expect(TIZEN_KEYS).toContain('MediaTrackNext')
  })

  it('does nothing outside Tizen, and survives an API that throws', () => {
    expect(() => registerTvKeys(window)).not.toThrow()
    const broken = {
      tizen: {
        tvinputdevice: {
          getSupportedKeys: () => {
            throw new Error('not allowed')
          },
          registerKeyBatch: vi.fn(),
        },
      },
    }
    expect(() => registerTvKeys(broken as unknown as Window)).not.toThrow()
    expect(broken.tizen.tvinputdevice.registerKeyBatch).not.toHaveBeenCalled()
  })
})
