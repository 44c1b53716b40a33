// An independent MPEG-TS reader for tests: written from the spec (ISO 13818-1), not from the
// rewriter it checks, so a shared misreading cannot pass unnoticed.

export interface ReadPacket {
  pid: number
  /** Continuity counter; only meaningful when `payload` is set. */
  counter: number
  payload: boolean
  /** The adaptation field's random access indicator: a key frame (or audio frame) starts here. */
  randomAccess?: boolean
  pcr?: number
  pts?: number
  dts?: number
}

const SIZE = 188

function timestamp(b: Uint8Array, at: number): number {
  const bits = [...b.subarray(at, at + 5)].map((x) => x.toString(2).padStart(8, '0')).join('')
  // 4 prefix bits, then 3 + marker, 15 + marker, 15 + marker.
  return parseInt(bits.slice(4, 7) + bits.slice(8, 23) + bits.slice(24, 39), 2)
}

function pcrBase(b: Uint8Array, at: number): number {
  const bits = [...b.subarray(at, at + 5)].map((x) => x.toString(2).padStart(8, '0')).join('')
  return parseInt(bits.slice(0, 33), 2)
}

export function readPackets(data: Uint8Array): ReadPacket[] {
  if (data.length % SIZE !== 0) throw new Error(`not whole packets: ${data.length} bytes`)
  const packets: ReadPacket[] = []
  for (let at = 0; at < data.length; at += SIZE) {
    if (data[at] !== 0x47) throw new Error(`no sync byte at ${at}`)
    const start = (data[at + 1]! & 0x40) !== 0
    const control = data[at + 3]! >> 4
    const packet: ReadPacket = {
      pid: ((data[at + 1]! & 0x1f) << 8) | data[at + 2]!,
      counter: data[at + 3]! & 0x0f,
      payload: (control & 0x1) !== 0,
    }
    let payload = at + 4
    if (control & 0x2) {
      const length = data[at + 4]!
      if (length > 0 && data[at + 5]! & 0x40) packet.randomAccess = true
      if (length > 0 && data[at + 5]! & 0x10) packet.pcr = pcrBase(data, at + 6)
      payload += 1 + length
    }
    const pes = data.subarray(payload, at + SIZE)
    if (start && packet.payload && pes[0] === 0 && pes[1] === 0 && pes[2] === 1) {
      const flags = pes[7]! >> 6
      if (flags & 0x2) packet.pts = timestamp(pes, 9)
      if (flags === 0x3) packet.dts = timestamp(pes, 14)
    }
    packets.push(packet)
  }
  return packets
}
