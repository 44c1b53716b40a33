import { describe, expect, it } from 'vitest'
import { phonePlatform, vlcLink } from './external-player'

const link = 'https://myflix.example/api/media/x/abc.def?x=1'

describe('phonePlatform', () => {
  it('tells Android and iOS (iPadOS too) from everything else', () => {
    const pixel = 'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 Chrome/156.0 Mobile'
    const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 19_0 like Mac OS X) AppleWebKit/605.1.15'
    const mac = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 15_0) AppleWebKit/605.1.15 Safari/605.1.15'
    const linux = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/156.0 Safari/537.36'
    expect(phonePlatform(pixel, 5)).toBe('android')
    expect(phonePlatform(iphone, 5)).toBe('ios')
    expect(phonePlatform(mac, 5)).toBe('ios')
    expect(phonePlatform(mac, 0)).toBeNull()
    expect(phonePlatform(linux, 0)).toBeNull()
  })
})

describe('vlcLink', () => {
  it('asks Android for VLC by an intent that keeps the whole address', () => {
    expect(vlcLink(link, 'android')).toBe(
      'intent://myflix.example/api/media/x/abc.def?x=1#Intent;scheme=https;' +
        'action=android.intent.action.VIEW;type=video/*;package=org.videolan.vlc;end',
    )
    expect(vlcLink('http://192.168.0.9:8080/api/media/x/t', 'android')).toMatch(
      /^intent:\/\/192\.168\.0\.9:8080\/api\/media\/x\/t#Intent;scheme=http;/,
    )
  })

  it("hands iOS VLC's x-callback the address, encoded", () => {
    expect(vlcLink(link, 'ios')).toBe(
      'vlc-x-callback://x-callback-url/stream?url=' +
        'https%3A%2F%2Fmyflix.example%2Fapi%2Fmedia%2Fx%2Fabc.def%3Fx%3D1',
    )
  })
})
