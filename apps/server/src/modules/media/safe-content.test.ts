import { describe, expect, it } from 'vitest'
import { inlineDisposition, sniffImageType, streamContentType } from './safe-content'

const bytes = (...parts: Array<string | number[]>) =>
  Buffer.concat(
    parts.map((part) => (typeof part === 'string' ? Buffer.from(part) : Buffer.from(part))),
  )

describe('streamContentType', () => {
  it('keeps the media types a stream may carry, without their parameters', () => {
    expect(streamContentType('video/mp4', 'mp4')).toBe('video/mp4')
    expect(streamContentType('Video/MP2T; charset=x', 'ts')).toBe('video/mp2t')
    expect(streamContentType('application/x-mpegURL', 'm3u8')).toBe('application/x-mpegurl')
  })

  it('replaces documents, scripts, xml and unknown types by the extension or octet-stream', () => {
    for (const declared of [
      'text/html',
      'text/javascript',
      'application/javascript',
      'image/svg+xml',
      'application/xhtml+xml',
      'video/x-evil+xml',
      'text/xml',
      'multipart/x-mixed-replace',
      '',
    ]) {
      expect(streamContentType(declared, 'mp4')).toBe('video/mp4')
      expect(streamContentType(declared, 'exe')).toBe('application/octet-stream')
    }
    expect(streamContentType('application/octet-stream', 'mkv')).toBe('video/x-matroska')
  })
})

describe('sniffImageType', () => {
  it('names the raster formats by their signature', () => {
    expect(sniffImageType(bytes([0x89], 'PNG\r\n\x1a\n'))).toBe('image/png')
    expect(sniffImageType(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg')
    expect(sniffImageType(bytes('GIF89a'))).toBe('image/gif')
    expect(sniffImageType(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))).toBe('image/webp')
    expect(sniffImageType(bytes([0, 0, 0, 0x1c], 'ftypavif'))).toBe('image/avif')
  })

  it('refuses SVG, HTML, scripts and short or empty bodies', () => {
    expect(sniffImageType(bytes('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull()
    expect(sniffImageType(bytes('<?xml version="1.0"?><svg/>'))).toBeNull()
    expect(sniffImageType(bytes('<html><script>1</script>'))).toBeNull()
    expect(sniffImageType(bytes('alert(1)'))).toBeNull()
    expect(sniffImageType(bytes([0x89], 'PN'))).toBeNull()
    expect(sniffImageType(bytes('RIFF'))).toBeNull()
    expect(sniffImageType(Buffer.alloc(0))).toBeNull()
  })
})

describe('inlineDisposition', () => {
  it('names the file after what we serve, never the provider', () => {
    expect(inlineDisposition('stream', 'mp4')).toBe('inline; filename="stream.mp4"')
    expect(inlineDisposition('poster', 'image/jpeg')).toBe('inline; filename="poster.jpg"')
    expect(inlineDisposition('stream', '"; evil=1')).toBe('inline; filename="stream"')
  })
})
