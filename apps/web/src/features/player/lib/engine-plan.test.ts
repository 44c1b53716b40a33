import { describe, expect, it } from 'vitest'
import { apiPaths, routePath } from '@myflix/shared'
import { absoluteUrl, planEngine, type Capabilities } from './engine-plan'

// What Chromium 156 answers here (research/stack-check.md §5, checked again for mkv/avi/HEVC).
const chromium: Capabilities = {
  mse: true,
  canPlayType: (mime) =>
    ({
      'video/mp4': 'maybe',
      'video/webm': 'maybe',
      'video/x-matroska': 'maybe',
      'application/vnd.apple.mpegurl': 'maybe',
    })[mime] ?? '',
  isTypeSupported: (mime) => mime.startsWith('video/mp4'),
}
// A browser without MSE and without Matroska (older iPhone Safari).
const noMse: Capabilities = {
  mse: false,
  canPlayType: (mime) =>
    mime === 'video/mp4' || mime === 'application/vnd.apple.mpegurl' ? 'maybe' : '',
  isTypeSupported: () => false,
}

describe('planEngine', () => {
  it('plays progressive files natively when the element knows the container', () => {
    expect(planEngine('mp4', chromium)).toBe('native')
    expect(planEngine('MKV', chromium)).toBe('native')
    expect(planEngine('webm', chromium)).toBe('native')
  })

  it('has no engine for containers the browser cannot open', () => {
    expect(planEngine('avi', chromium)).toBeNull()
    expect(planEngine('mkv', noMse)).toBeNull()
  })

  it('plays HLS natively where the browser can, through hls.js where only MSE exists', () => {
    expect(planEngine('m3u8', chromium)).toBe('native')
    expect(planEngine('m3u8', noMse)).toBe('native')
    expect(planEngine('m3u8', { ...chromium, canPlayType: () => '' })).toBe('hls')
    expect(planEngine('m3u8', { ...noMse, canPlayType: () => '' })).toBeNull()
  })

  it('uses mpegts.js for MPEG-TS, and nothing without MSE', () => {
    expect(planEngine('ts', chromium)).toBe('mpegts')
    expect(planEngine('ts', noMse)).toBeNull()
  })

  it('lets the element sniff an unknown extension', () => {
    expect(planEngine('xyz', noMse)).toBe('native')
  })
})

describe('absoluteUrl', () => {
  it('resolves our proxy path against the page origin', () => {
    const stream = routePath(apiPaths.media.stream, { token: 'tok' })
    expect(absoluteUrl(stream, 'https://myflix.example')).toBe(`https://myflix.example${stream}`)
  })
})
