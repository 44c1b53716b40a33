import { describe, expect, it } from 'vitest'
import { DEMUXER_BLOCK_BYTES, firstBlockPadding } from './first-block-padding'

function box(type: string, bodyBytes: number, fill = 0): Buffer {
  const out = Buffer.alloc(8 + bodyBytes, fill)
  out.writeUInt32BE(8 + bodyBytes, 0)
  out.write(type, 4, 'latin1')
  return out
}

/** The top-level boxes of `bytes`: type and size. */
function boxes(bytes: Buffer): [string, number][] {
  const found: [string, number][] = []
  for (let at = 0; at < bytes.length;) {
    const size = bytes.readUInt32BE(at)
    found.push([bytes.toString('latin1', at + 4, at + 8), size])
    at += size
  }
  return found
}

/** `stream` through the filter, cut into chunks of `size` bytes. */
function filtered(stream: Buffer, size: number): Buffer {
  const pad = firstBlockPadding()
  const out: Buffer[] = []
  for (let at = 0; at < stream.length; at += size) out.push(pad(stream.subarray(at, at + size)))
  return Buffer.concat(out)
}

const fragmented = Buffer.concat([
  box('ftyp', 16),
  box('moov', 1_500),
  box('mdat', 5_400, 1),
  box('moof', 270),
  box('mdat', 3_400, 2),
  box('moof', 270),
  box('mdat', 3_400, 3),
])

describe('firstBlockPadding', () => {
  it('ends the first fragment on a demuxer block, however the stream is cut', () => {
    for (const size of [1, 3, 7, 8, 9, 100, 4_096, 7_000, 65_536]) {
      const out = filtered(fragmented, size)
      const types = boxes(out)
      expect(types.map(([type]) => type)).toEqual([
        'ftyp',
        'moov',
        'mdat',
        'free',
        'moof',
        'mdat',
        'moof',
        'mdat',
      ])
      const firstFragmentEnd = 24 + 1_508 + 5_408
      expect(types[3]).toEqual(['free', DEMUXER_BLOCK_BYTES - firstFragmentEnd])
      // Every other byte is the stream's own, in order.
      const free = out.subarray(firstFragmentEnd, DEMUXER_BLOCK_BYTES)
      expect(free.subarray(8).every((byte) => byte === 0)).toBe(true)
      expect(
        Buffer.concat([out.subarray(0, firstFragmentEnd), out.subarray(DEMUXER_BLOCK_BYTES)]),
      ).toEqual(fragmented)
    }
  })

  it('leaves a first fragment larger than a block as it is', () => {
    const big = Buffer.concat([
      box('ftyp', 16),
      box('moov', 100),
      box('mdat', 40_000),
      box('moof', 9),
    ])
    expect(filtered(big, 1_000)).toEqual(big)
  })

  it('adds a whole block when too little is left for a box header', () => {
    const body = DEMUXER_BLOCK_BYTES - 24 - 108 - 8 - 3
    const near = Buffer.concat([
      box('ftyp', 16),
      box('moov', 100),
      box('mdat', body),
      box('moof', 9),
    ])
    expect(boxes(filtered(near, 512))[3]).toEqual(['free', DEMUXER_BLOCK_BYTES + 3])
  })

  it('leaves what is not a fragmented MP4, or a box it cannot size, untouched', () => {
    const vtt = Buffer.from('WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nOlá\n')
    expect(filtered(vtt, 5)).toEqual(vtt)
    const largeSize = Buffer.concat([
      box('ftyp', 16),
      Buffer.from([0, 0, 0, 1]),
      Buffer.from('mdat'),
      Buffer.alloc(40),
    ])
    expect(filtered(largeSize, 7)).toEqual(largeSize)
  })
})
