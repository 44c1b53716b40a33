import { beforeEach, describe, expect, it } from 'vitest'
import {
  audioLanguageOrder,
  MAX_REMEMBERED_USERS,
  subtitleAtOpen,
  TRACK_PREFERENCES_KEY,
  useTrackPreferences,
  withChoice,
} from './track-preferences'

const store = () => useTrackPreferences.getState()
const of = (user: string) => store().users.find((entry) => entry.user === user)

beforeEach(() => {
  localStorage.clear()
  useTrackPreferences.setState({ users: [] })
})

describe('audioLanguageOrder', () => {
  it('asks for Portuguese first, then the language chosen last', () => {
    expect(audioLanguageOrder(undefined)).toEqual(['por'])
    expect(audioLanguageOrder({ user: 'u', audio: 'eng' })).toEqual(['por', 'eng'])
    expect(audioLanguageOrder({ user: 'u', audio: 'por' })).toEqual(['por'])
  })
})

describe('subtitleAtOpen', () => {
  const subtitles = [{ language: 'eng' }, { language: 'pt-BR' }]

  it('shows the first subtitle in the language chosen last', () => {
    expect(subtitleAtOpen(subtitles, { user: 'u', audio: null, subtitles: 'por' })).toBe(1)
  })

  it('shows none when turned off, or when the title has none in that language', () => {
    expect(subtitleAtOpen(subtitles, { user: 'u', audio: null, subtitles: null })).toBeNull()
    expect(subtitleAtOpen(subtitles, { user: 'u', audio: null, subtitles: 'spa' })).toBeNull()
  })

  it('leaves the choice to the stream when the user never chose', () => {
    expect(subtitleAtOpen(subtitles, { user: 'u', audio: 'eng' })).toBeUndefined()
    expect(subtitleAtOpen(subtitles, undefined)).toBeUndefined()
  })
})

describe('useTrackPreferences', () => {
  it('remembers each user apart, in one spelling, and keeps it on the device', () => {
    store().chooseAudio('ana', 'en')
    store().chooseSubtitles('ana', 'pt-BR')
    store().chooseSubtitles('bia', null)
    expect(of('ana')).toEqual({ user: 'ana', audio: 'eng', subtitles: 'por' })
    expect(of('bia')).toEqual({ user: 'bia', audio: null, subtitles: null })
    const saved = JSON.parse(localStorage.getItem(TRACK_PREFERENCES_KEY) ?? '{}') as {
      state: { users: unknown[] }
    }
    expect(saved.state.users).toHaveLength(2)
  })

  it('learns nothing from a track with no language', () => {
    store().chooseAudio('ana', 'eng')
    store().chooseAudio('ana', null)
    store().chooseSubtitles('ana', 'und')
    expect(of('ana')).toEqual({ user: 'ana', audio: 'eng' })
  })

  it('forgets the user who chose longest ago past its limit', () => {
    let list = withChoice([], 'first', { audio: 'eng' })
    for (let i = 0; i < MAX_REMEMBERED_USERS; i += 1) list = withChoice(list, `u${i}`, {})
    expect(list).toHaveLength(MAX_REMEMBERED_USERS)
    expect(list.some((entry) => entry.user === 'first')).toBe(false)
    expect(withChoice(list, 'u0', { audio: 'spa' })[0]).toEqual({ user: 'u0', audio: 'spa' })
  })

  it('takes back only well-formed entries from storage', async () => {
    localStorage.setItem(
      TRACK_PREFERENCES_KEY,
      JSON.stringify({
        state: {
          users: [
            { user: 'ana', audio: 'en', subtitles: 'xx-not a code' },
            { user: 7, audio: 'eng' },
            { user: 'bia', audio: 42, subtitles: null },
            'lixo',
          ],
        },
        version: 0,
      }),
    )
    await useTrackPreferences.persist.rehydrate()
    expect(store().users).toEqual([
      { user: 'ana', audio: 'eng' },
      { user: 'bia', audio: null, subtitles: null },
    ])
  })
})
