import { describe, expect, it } from 'vitest'
import { audioLooksUndecoded } from './audio-check'

describe('audioLooksUndecoded', () => {
  it('flags a stream that decoded no audio after 3 s', () => {
    expect(audioLooksUndecoded({ currentTime: 3.2, webkitAudioDecodedByteCount: 0 })).toBe(true)
  })
  it('waits for 3 s of playback and accepts any decoded audio', () => {
    expect(audioLooksUndecoded({ currentTime: 2.9, webkitAudioDecodedByteCount: 0 })).toBe(false)
    expect(audioLooksUndecoded({ currentTime: 5, webkitAudioDecodedByteCount: 4096 })).toBe(false)
  })
  it('says nothing where the browser has no counter', () => {
    expect(audioLooksUndecoded({ currentTime: 10 })).toBe(false)
  })
})
