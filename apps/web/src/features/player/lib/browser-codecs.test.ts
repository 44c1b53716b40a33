import { describe, expect, it } from 'vitest'
import type { Capabilities } from './engine-plan'
import { measureCodecs } from './browser-codecs'

// What Chromium 156 answered on this machine (2026-11-26).
const chromium: Capabilities = {
  mse: true,
  canPlayType: (mime) =>
    /hvc1|hev1|ac-3|ec-3|dtsc|mp4v|x-msvideo/.test(mime)
      ? ''
      : mime === 'video/x-matroska'
        ? 'maybe'
        : 'probably',
  isTypeSupported: (mime) => !/hvc1|ac-3/.test(mime),
}

describe('measureCodecs', () => {
  it('reports what Chromium decodes, and never MP2', () => {
    const codecs = measureCodecs(chromium)
    expect(codecs.video).toEqual(['h264', 'vp8', 'vp9', 'av1'])
    expect(codecs.audio).toEqual(['aac', 'mp3', 'opus', 'vorbis', 'flac', 'pcm'])
    expect(codecs.containers).toEqual(['mp4', 'webm', 'mkv', 'ts', 'm3u8'])
  })
  it('reports HLS without Media Source only where the browser plays it itself', () => {
    const iphone: Capabilities = {
      mse: false,
      canPlayType: (mime) => (/mpegurl|mp4|hvc1|ac-3|ec-3/.test(mime) ? 'maybe' : ''),
      isTypeSupported: () => false,
    }
    const codecs = measureCodecs(iphone)
    expect(codecs.containers).toEqual(['mp4', 'm3u8'])
    expect(codecs.audio).toContain('ac3')
    expect(codecs.video).toContain('hevc')
  })
})
