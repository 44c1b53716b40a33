import { describe, expect, it } from 'vitest'
import {
  declaresPlaylist,
  isFinished,
  isMultivariant,
  mightBePlaylist,
  rewritePlaylist,
  startsLikePlaylist,
  type UriRole,
} from './hls-playlist'

const BASE = new URL('http://lb2.example:8080/hls/abc/index.m3u8?token=t1')

function rewrite(text: string) {
  const seen: Array<{ url: string; role: UriRole }> = []
  const out = rewritePlaylist(text, BASE, (url, role) => {
    seen.push({ url: url.href, role })
    return `/p/${seen.length}`
  })
  return { out, seen }
}

describe('rewritePlaylist', () => {
  it('rewrites segment lines and URI attributes against the final address', () => {
    const { out, seen } = rewrite(
      [
        '#EXTM3U',
        '#EXT-X-KEY:METHOD=AES-128,URI="key.bin",IV=0x1',
        '#EXT-X-MAP:URI="/init.mp4"',
        '#EXTINF:2.0,',
        'seg1.ts',
        '#EXTINF:2.0,',
        '  http://cdn.example/seg2.ts  ',
        '#EXT-X-ENDLIST',
      ].join('\r\n'),
    )
    expect(seen).toEqual([
      { url: 'http://lb2.example:8080/hls/abc/key.bin', role: 'media' },
      { url: 'http://lb2.example:8080/init.mp4', role: 'media' },
      { url: 'http://lb2.example:8080/hls/abc/seg1.ts', role: 'media' },
      { url: 'http://cdn.example/seg2.ts', role: 'media' },
    ])
    expect(out.split('\n')).toEqual([
      '#EXTM3U',
      '#EXT-X-KEY:METHOD=AES-128,URI="/p/1",IV=0x1',
      '#EXT-X-MAP:URI="/p/2"',
      '#EXTINF:2.0,',
      '/p/3',
      '#EXTINF:2.0,',
      '/p/4',
      '#EXT-X-ENDLIST',
    ])
  })

  it('marks variant and rendition URIs of a multivariant playlist as playlists', () => {
    const text = [
      '#EXTM3U',
      '#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="a",NAME="pt",URI="audio/pt.m3u8"',
      '#EXT-X-STREAM-INF:BANDWIDTH=800000,AUDIO="a"',
      'low/index.m3u8',
      '#EXT-X-I-FRAME-STREAM-INF:BANDWIDTH=1000,URI="iframes.m3u8"',
    ].join('\n')
    const { seen } = rewrite(text)
    expect(seen.map((s) => s.role)).toEqual(['playlist', 'playlist', 'playlist'])
    expect(isMultivariant(text)).toBe(true)
    expect(isFinished(text)).toBe(false)
  })

  it('leaves non-http URIs and blank lines alone', () => {
    const text = '#EXTM3U\n#EXT-X-KEY:METHOD=SAMPLE-AES,URI="skd://key-id"\n\nseg.ts\n'
    const { out, seen } = rewrite(text)
    expect(seen).toHaveLength(1)
    expect(out).toBe('#EXTM3U\n#EXT-X-KEY:METHOD=SAMPLE-AES,URI="skd://key-id"\n\n/p/1\n')
  })
})

describe('playlist detection', () => {
  it('trusts mpegurl types and .m3u8 paths', () => {
    expect(declaresPlaylist('application/vnd.apple.mpegurl', new URL('http://h/x'))).toBe(true)
    expect(declaresPlaylist('audio/x-mpegurl', new URL('http://h/x'))).toBe(true)
    expect(declaresPlaylist('text/plain', new URL('http://h/live/1.m3u8'))).toBe(true)
    expect(declaresPlaylist('video/mp2t', new URL('http://h/live/1.ts'))).toBe(false)
  })

  it('sniffs only bodies that could be a disguised playlist', () => {
    expect(mightBePlaylist('text/plain')).toBe(true)
    expect(mightBePlaylist('')).toBe(true)
    expect(mightBePlaylist('video/mp4')).toBe(false)
    expect(startsLikePlaylist(Buffer.from('\uFEFF#EXTM3U\n'))).toBe(true)
    expect(startsLikePlaylist(Buffer.from([0x47, 0x40, 0x00]))).toBe(false)
    expect(isFinished('#EXTM3U\n#EXT-X-PLAYLIST-TYPE:VOD\n')).toBe(true)
  })

  it('keeps reloading a catch-up event until it ends', () => {
    // A programme still on air: the archive grows, the player reloads, segments stay short-lived.
    const growing = '#EXTM3U\n#EXT-X-PLAYLIST-TYPE:EVENT\n#EXTINF:10,\n0.ts\n'
    expect(isFinished(growing)).toBe(false)
    expect(isFinished(`${growing}#EXT-X-ENDLIST\n`)).toBe(true)
  })
})
