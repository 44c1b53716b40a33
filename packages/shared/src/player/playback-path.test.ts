import { describe, expect, it } from 'vitest'
import { t } from '../i18n/t'
import {
  decidePlayback,
  languageName,
  normaliseLanguage,
  pickAudioTrack,
  trackLabels,
  type BrowserCodecs,
} from './playback-path'

const chromium: BrowserCodecs = {
  video: ['h264', 'vp8', 'vp9', 'av1'],
  audio: ['aac', 'mp3', 'opus', 'vorbis', 'flac'],
  containers: ['mp4', 'webm', 'mkv', 'ts', 'm3u8'],
}

describe('decidePlayback', () => {
  it('plays directly what the browser decodes in a container it opens', () => {
    expect(
      decidePlayback({ container: 'mp4', videoCodec: 'h264', audioCodecs: ['aac'] }, chromium, 0),
    ).toBe('direct')
  })
  it('remuxes a container the browser does not open', () => {
    expect(
      decidePlayback({ container: 'avi', videoCodec: 'h264', audioCodecs: ['mp3'] }, chromium, 0),
    ).toBe('remux')
  })
  it('remuxes to play an audio track other than the first', () => {
    expect(
      decidePlayback(
        { container: 'mkv', videoCodec: 'h264', audioCodecs: ['aac', 'aac'] },
        chromium,
        1,
      ),
    ).toBe('remux')
  })
  it('converts only the audio when the chosen track is AC3 or MP2', () => {
    const mkv = { container: 'mkv' as const, videoCodec: 'h264', audioCodecs: ['ac3', 'aac'] }
    expect(decidePlayback(mkv, chromium, 0)).toBe('audio')
    expect(decidePlayback(mkv, chromium, 1)).toBe('remux')
    expect(
      decidePlayback({ container: 'ts', videoCodec: 'h264', audioCodecs: ['mp2'] }, chromium, 0),
    ).toBe('audio')
  })
  it('converts the video only when the browser cannot decode it', () => {
    expect(
      decidePlayback({ container: 'mp4', videoCodec: 'hevc', audioCodecs: ['aac'] }, chromium, 0),
    ).toBe('video')
    expect(
      decidePlayback(
        { container: 'mp4', videoCodec: 'hevc', audioCodecs: ['aac'] },
        { ...chromium, video: [...chromium.video, 'hevc'] },
        0,
      ),
    ).toBe('direct')
  })
  it('plays a stream without audio, or an unknown container, sensibly', () => {
    expect(
      decidePlayback({ container: 'mp4', videoCodec: 'h264', audioCodecs: [] }, chromium, null),
    ).toBe('direct')
    expect(
      decidePlayback({ container: 'other', videoCodec: 'h264', audioCodecs: ['aac'] }, chromium, 0),
    ).toBe('remux')
  })
})

describe('pickAudioTrack', () => {
  const tracks = [{ language: 'eng', isDefault: true }, { language: 'por' }, { language: 'spa' }]
  it('takes the track asked for, then the languages in order, then the default', () => {
    expect(pickAudioTrack(tracks, 2, ['por'])).toBe(2)
    expect(pickAudioTrack(tracks, undefined, ['pt', 'spa'])).toBe(1)
    expect(pickAudioTrack(tracks, undefined, ['fra', 'spa'])).toBe(2)
    expect(pickAudioTrack(tracks, undefined, ['fra'])).toBe(0)
    expect(
      pickAudioTrack([{ language: null }, { language: null, isDefault: true }], undefined, []),
    ).toBe(1)
  })
  it('ignores a track number past the end, and answers null without tracks', () => {
    expect(pickAudioTrack(tracks, 9, ['spa'])).toBe(2)
    expect(pickAudioTrack([], 0, ['por'])).toBeNull()
  })
})

describe('languages', () => {
  it('reads every spelling of a code as one', () => {
    expect(normaliseLanguage('fre')).toBe('fra')
    expect(normaliseLanguage('pt-BR')).toBe('por')
    expect(normaliseLanguage('und')).toBeNull()
    expect(normaliseLanguage('<script>')).toBeNull()
  })
  it('names languages in Portuguese, capitalised, and nothing for unknown codes', () => {
    expect(languageName('por')).toBe('Português')
    expect(languageName('eng')).toBe('Inglês')
    expect(languageName('spa')).toBe('Espanhol')
    expect(languageName('qaa')).toBeNull()
    expect(languageName(null)).toBeNull()
  })
  it('labels tracks by language, title or number, and tells equal labels apart', () => {
    const word = (n: number) => t('player.tracks.track', { n })
    expect(
      trackLabels(
        [
          { language: 'por', title: 'Dublado' },
          { language: 'eng' },
          { language: null, title: 'Comentários' },
          { language: null },
        ],
        word,
      ),
    ).toEqual(['Português', 'Inglês', 'Comentários', 'Faixa 4'])
    expect(trackLabels([{ language: 'por' }, { language: 'pt' }], word)).toEqual([
      'Português · Faixa 1',
      'Português · Faixa 2',
    ])
  })
})
