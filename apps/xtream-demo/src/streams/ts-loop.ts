// Loops a short MPEG-TS recording into an endless stream. Each pass is a copy whose clocks (PES
// PTS/DTS, adaptation-field PCR) are moved one period later and whose continuity counters carry
// on, so a player sees one recording whose timestamps keep rising: a timestamp going back (or a
// counter skipping) makes decoders drop frames or stop.

const TS_PACKET_SIZE = 188
const SYNC_BYTE = 0x47
export const TS_CLOCK_HZ = 90_000
/** PTS, DTS and the PCR base are 33-bit counters of a 90 kHz clock. */
const CLOCK_WRAP = 2 ** 33

function pidOf(data: Uint8Array, at: number): number {
  return ((data[at + 1]! & 0x1f) << 8) | data[at + 2]!
}

/** Where the payload of the packet at `at` starts (after any adaptation field), or the packet's end. */
function payloadStart(data: Uint8Array, at: number): number {
  const control = (data[at + 3]! >> 4) & 0x3
  if (!(control & 0x1)) return at + TS_PACKET_SIZE
  return control & 0x2 ? at + 5 + data[at + 4]! : at + 4
}

function readTimestamp(data: Uint8Array, at: number): number {
  return (
    ((data[at]! >> 1) & 0x7) * 2 ** 30 +
    data[at + 1]! * 2 ** 22 +
    (data[at + 2]! >> 1) * 2 ** 15 +
    data[at + 3]! * 2 ** 7 +
    (data[at + 4]! >> 1)
  )
}

/** Rewrites a 5-byte PES timestamp in place, keeping its 4-bit prefix and marker bits. */
function writeTimestamp(data: Uint8Array, at: number, value: number): void {
  const high = Math.floor(value / 2 ** 30)
  const low = value % 2 ** 30
  data[at] = (data[at]! & 0xf1) | (high << 1)
  data[at + 1] = (low >>> 22) & 0xff
  data[at + 2] = (((low >>> 15) & 0x7f) << 1) | 0x1
  data[at + 3] = (low >>> 7) & 0xff
  data[at + 4] = ((low & 0x7f) << 1) | 0x1
}

function shiftPcr(data: Uint8Array, at: number, ticks: number): void {
  const base =
    data[at]! * 2 ** 25 +
    data[at + 1]! * 2 ** 17 +
    data[at + 2]! * 2 ** 9 +
    data[at + 3]! * 2 +
    (data[at + 4]! >> 7)
  const moved = (base + ticks) % CLOCK_WRAP
  data[at] = Math.floor(moved / 2 ** 25) & 0xff
  data[at + 1] = Math.floor(moved / 2 ** 17) & 0xff
  data[at + 2] = Math.floor(moved / 2 ** 9) & 0xff
  data[at + 3] = Math.floor(moved / 2) & 0xff
  data[at + 4] = ((moved & 0x1) << 7) | (data[at + 4]! & 0x7f)
}

function shiftPes(data: Uint8Array, at: number, end: number, ticks: number): void {
  // A PES starts 00 00 01; PSI sections (PAT, PMT) start with a pointer field and a table id.
  if (at + 19 > end || data[at] !== 0 || data[at + 1] !== 0 || data[at + 2] !== 1) return
  // Only streams with the optional PES header ('10' marker) carry PTS/DTS.
  if ((data[at + 6]! & 0xc0) !== 0x80) return
  const flags = data[at + 7]! >> 6
  if (flags & 0x2) writeTimestamp(data, at + 9, (readTimestamp(data, at + 9) + ticks) % CLOCK_WRAP)
  if (flags === 0x3) {
    writeTimestamp(data, at + 14, (readTimestamp(data, at + 14) + ticks) % CLOCK_WRAP)
  }
}

/** Packets that carry a payload, per PID: a pass advances each PID's continuity counter this much. */
function payloadPackets(data: Uint8Array): Map<number, number> {
  const counts = new Map<number, number>()
  for (let at = 0; at + TS_PACKET_SIZE <= data.length; at += TS_PACKET_SIZE) {
    if ((data[at + 3]! >> 4) & 0x1)
      counts.set(pidOf(data, at), (counts.get(pidOf(data, at)) ?? 0) + 1)
  }
  return counts
}

/**
 * A copy of `data` (whole 188-byte packets) with every PTS, DTS and PCR `ticks` later and each
 * PID's continuity counter advanced by `counters.get(pid)`. Throws on a lost sync byte: the input
 * is the provider's own media, so that is a broken file, not a hostile one.
 */
export function shiftPackets(
  data: Uint8Array,
  ticks: number,
  counters: ReadonlyMap<number, number> = new Map(),
): Buffer {
  const out = Buffer.from(data)
  for (let at = 0; at + TS_PACKET_SIZE <= out.length; at += TS_PACKET_SIZE) {
    if (out[at] !== SYNC_BYTE) throw new Error(`MPEG-TS sync lost at byte ${at}`)
    const control = (out[at + 3]! >> 4) & 0x3
    const advance = counters.get(pidOf(out, at)) ?? 0
    if (control & 0x1 && advance) {
      out[at + 3] = (out[at + 3]! & 0xf0) | ((out[at + 3]! + advance) & 0xf)
    }
    // Adaptation field: length, flags (0x10 = PCR present), then the 6-byte PCR.
    if (control & 0x2 && out[at + 4]! >= 7 && out[at + 5]! & 0x10) shiftPcr(out, at + 6, ticks)
    if (out[at + 1]! & 0x40) shiftPes(out, payloadStart(out, at), at + TS_PACKET_SIZE, ticks)
  }
  return out
}

/**
 * An endless stream made of `segments` played over and over, one period of `periodSeconds` per
 * pass: `segment(i)` is the i-th segment of it (pass `floor(i / segments.length)`).
 */
export class TsLoop {
  private readonly perPass: Map<number, number>

  constructor(
    private readonly segments: readonly Buffer[],
    private readonly periodSeconds: number,
  ) {
    this.perPass = payloadPackets(Buffer.concat(segments))
  }

  segment(index: number): Buffer {
    const pass = Math.floor(index / this.segments.length)
    const data = this.segments[index % this.segments.length]!
    if (pass === 0) return data
    const counters = new Map([...this.perPass].map(([pid, n]) => [pid, (n * pass) % 16]))
    return shiftPackets(data, pass * this.periodSeconds * TS_CLOCK_HZ, counters)
  }
}
