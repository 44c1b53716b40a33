import { describe, expect, it } from 'vitest'
import { readPackets } from '../testing/ts-reader'
import { HLS_SEGMENT_COUNT, HLS_SEGMENT_SECONDS, MediaStore } from './media'
import { TS_CLOCK_HZ, TsLoop, shiftPackets } from './ts-loop'

const media = new MediaStore()
const segments = Array.from({ length: HLS_SEGMENT_COUNT }, (_, i) => media.segment(i))
const PERIOD = HLS_SEGMENT_COUNT * HLS_SEGMENT_SECONDS

/** The decode time of each PES start (DTS, or PTS when they are equal), per PID, in order. */
function decodeTimes(data: Uint8Array): Map<number, number[]> {
  const times = new Map<number, number[]>()
  for (const p of readPackets(data)) {
    const t = p.dts ?? p.pts
    if (t === undefined) continue
    times.set(p.pid, [...(times.get(p.pid) ?? []), t])
  }
  return times
}

/** A packet with an adaptation field holding a PCR, then a PES header with PTS and DTS. */
function craftedPacket(pts: number, dts: number, pcr: number): Buffer {
  const p = Buffer.alloc(188, 0xff)
  p.set([0x47, 0x41, 0x00, 0x35]) // PUSI, PID 256, adaptation + payload, counter 5
  const ts = (prefix: number, v: number) => [
    (prefix << 4) | (Math.floor(v / 2 ** 30) << 1) | 1,
    (v >>> 22) & 0xff,
    (((v >>> 15) & 0x7f) << 1) | 1,
    (v >>> 7) & 0xff,
    ((v & 0x7f) << 1) | 1,
  ]
  const base = [
    Math.floor(pcr / 2 ** 25) & 0xff,
    Math.floor(pcr / 2 ** 17) & 0xff,
    Math.floor(pcr / 2 ** 9) & 0xff,
    Math.floor(pcr / 2) & 0xff,
    ((pcr & 1) << 7) | 0x7e | 0x01, // reserved bits set, extension's top bit
    0x2a, // PCR extension
  ]
  p.set([7, 0x10, ...base], 4)
  p.set([0, 0, 1, 0xe0, 0, 0, 0x80, 0xc0, 10, ...ts(3, pts), ...ts(1, dts)], 12)
  return p
}

describe('shiftPackets', () => {
  it('moves PTS, DTS and PCR by the same ticks, keeping markers, prefixes and the PCR extension', () => {
    const original = craftedPacket(1_000_000, 997_000, 990_000)
    const moved = shiftPackets(original, 20 * TS_CLOCK_HZ)
    const [read] = readPackets(moved)
    expect(read).toMatchObject({
      pid: 256,
      counter: 5,
      pts: 1_000_000 + 1_800_000,
      dts: 997_000 + 1_800_000,
      pcr: 990_000 + 1_800_000,
    })
    expect(moved[12 + 9]! >> 4).toBe(3)
    expect(moved[12 + 14]! >> 4).toBe(1)
    expect(moved[10]! & 0x7f).toBe(0x7f)
    expect(moved[11]).toBe(0x2a)
    // The input is left alone: every pass copies.
    expect(readPackets(original)[0]!.pts).toBe(1_000_000)
  })

  it('wraps the 33-bit clocks and advances the continuity counter per PID', () => {
    const top = 2 ** 33 - 100
    const moved = shiftPackets(craftedPacket(top, top, top), 300, new Map([[256, 13]]))
    expect(readPackets(moved)[0]).toMatchObject({ pts: 200, dts: 200, pcr: 200, counter: 2 })
  })

  it('refuses bytes that are not transport stream', () => {
    expect(() => shiftPackets(Buffer.alloc(188), 1)).toThrow(/sync/)
  })
})

describe('TsLoop over the live segments', () => {
  const loop = new TsLoop(segments, PERIOD)
  const passes = 3
  const stream = Buffer.concat(
    Array.from({ length: passes * HLS_SEGMENT_COUNT }, (_, i) => loop.segment(i)),
  )

  it('plays the recording as is on the first pass', () => {
    expect(loop.segment(3)).toBe(segments[3])
    expect(stream.length).toBe(passes * Buffer.concat(segments).length)
  })

  it('keeps every timestamp rising across the passes, one period apart', () => {
    const once = decodeTimes(Buffer.concat(segments))
    const looped = decodeTimes(stream)
    expect([...looped.keys()].sort()).toEqual([...once.keys()].sort())
    for (const [pid, times] of looped) {
      const first = once.get(pid)!
      expect(times).toHaveLength(first.length * passes)
      for (let i = 1; i < times.length; i++)
        expect(times[i], `${pid} #${i}`).toBeGreaterThan(times[i - 1]!)
      expect(times[first.length]! - times[0]!).toBe(PERIOD * TS_CLOCK_HZ)
      expect(times[2 * first.length]! - times[0]!).toBe(2 * PERIOD * TS_CLOCK_HZ)
    }
    const pcrs = readPackets(stream).flatMap((p) => (p.pcr === undefined ? [] : [p.pcr]))
    for (let i = 1; i < pcrs.length; i++) expect(pcrs[i]).toBeGreaterThan(pcrs[i - 1]!)
  })

  it('keeps each continuity counter stepping by one across the passes', () => {
    const last = new Map<number, number>()
    let checked = 0
    for (const p of readPackets(stream)) {
      if (!p.payload) continue
      const before = last.get(p.pid)
      if (before !== undefined) {
        expect(p.counter, `PID ${p.pid}`).toBe((before + 1) % 16)
        checked++
      }
      last.set(p.pid, p.counter)
    }
    expect(checked).toBeGreaterThan(passes * 2000)
  })
})
