// How much media a fragmented MP4 has delivered so far, read from its boxes as they arrive: each
// track's timescale (moov › trak › mdia › mdhd) and default sample duration (moov › mvex › trex),
// then per fragment each track's start (moof › traf › tfdt) plus its samples' durations (trun, or
// the defaults of tfhd and trex). A fragment counts once its mdat has fully arrived: what a player
// could then decode. mdat payloads are skipped without being copied.

interface Track {
  timescale: number
  defaultDuration: number
  /** End of the last complete fragment, in the track's timescale; null before its first. */
  end: number | null
}

/** Children of a box body: [type, body] pairs (32-bit sizes; what ffmpeg writes in these boxes). */
function* children(body: Buffer): Generator<[string, Buffer]> {
  let at = 0
  while (at + 8 <= body.length) {
    const size = body.readUInt32BE(at)
    if (size < 8 || at + size > body.length) return
    yield [body.toString('latin1', at + 4, at + 8), body.subarray(at + 8, at + size)]
    at += size
  }
}

const child = (body: Buffer, type: string) => {
  for (const [found, inner] of children(body)) if (found === type) return inner
  return null
}

export class Fmp4Clock {
  private readonly tracks = new Map<number, Track>()
  /** Ends of the fragment whose mdat is still arriving, by track id. */
  private pendingEnds = new Map<number, number>()
  private held: Buffer = Buffer.alloc(0)
  private mdatLeft = 0
  /** Media seconds a player could have decoded: the shortest track's end. */
  seconds = 0
  fragments = 0

  push(chunk: Uint8Array): void {
    let data = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)
    while (data.length > 0) {
      if (this.mdatLeft > 0) {
        const skipped = Math.min(this.mdatLeft, data.length)
        this.mdatLeft -= skipped
        data = data.subarray(skipped)
        if (this.mdatLeft === 0) this.fragmentDone()
        continue
      }
      this.held = this.held.length > 0 ? Buffer.concat([this.held, data]) : data
      data = this.boxes()
    }
  }

  /** Handles the whole boxes held; answers the bytes past an mdat's header (to skip), if any. */
  private boxes(): Buffer {
    while (this.held.length >= 8) {
      let size = this.held.readUInt32BE(0)
      let header = 8
      if (size === 1) {
        if (this.held.length < 16) break
        size = Number(this.held.readBigUInt64BE(8))
        header = 16
      }
      const type = this.held.toString('latin1', 4, 8)
      if (type === 'mdat') {
        // Size 0: the rest of the stream.
        this.mdatLeft = size === 0 ? Number.MAX_SAFE_INTEGER : size - header
        const rest = this.held.subarray(header)
        this.held = Buffer.alloc(0)
        if (this.mdatLeft === 0) this.fragmentDone()
        return rest
      }
      if (size < header || this.held.length < size) break
      const body = this.held.subarray(header, size)
      if (type === 'moov') this.readMoov(body)
      if (type === 'moof') this.readMoof(body)
      this.held = this.held.subarray(size)
    }
    // What is held is copied out of the chunk it came in, so chunks are not kept alive.
    this.held = Buffer.from(this.held)
    return Buffer.alloc(0)
  }

  private readMoov(moov: Buffer) {
    const defaults = new Map<number, number>()
    const mvex = child(moov, 'mvex')
    if (mvex)
      for (const [type, trex] of children(mvex))
        if (type === 'trex') defaults.set(trex.readUInt32BE(4), trex.readUInt32BE(12))
    for (const [type, trak] of children(moov)) {
      if (type !== 'trak') continue
      const tkhd = child(trak, 'tkhd')
      const mdhd = child(child(trak, 'mdia') ?? Buffer.alloc(0), 'mdhd')
      if (!tkhd || !mdhd) continue
      const id = tkhd.readUInt32BE(tkhd[0] === 1 ? 20 : 12)
      const timescale = mdhd.readUInt32BE(mdhd[0] === 1 ? 20 : 12)
      this.tracks.set(id, { timescale, defaultDuration: defaults.get(id) ?? 0, end: null })
    }
  }

  private readMoof(moof: Buffer) {
    this.pendingEnds = new Map()
    for (const [type, traf] of children(moof)) {
      if (type !== 'traf') continue
      const tfhd = child(traf, 'tfhd')
      const tfdt = child(traf, 'tfdt')
      if (!tfhd || !tfdt) continue
      const id = tfhd.readUInt32BE(4)
      const track = this.tracks.get(id)
      if (!track) continue
      const flags = tfhd.readUInt32BE(0) & 0xffffff
      let at = 8 + (flags & 0x01 ? 8 : 0) + (flags & 0x02 ? 4 : 0)
      const defaultDuration = flags & 0x08 ? tfhd.readUInt32BE(at) : track.defaultDuration
      at = 0
      let end = tfdt[0] === 1 ? Number(tfdt.readBigUInt64BE(4)) : tfdt.readUInt32BE(4)
      for (const [kind, trun] of children(traf)) {
        if (kind !== 'trun') continue
        const runFlags = trun.readUInt32BE(0) & 0xffffff
        const count = trun.readUInt32BE(4)
        at = 8 + (runFlags & 0x01 ? 4 : 0) + (runFlags & 0x04 ? 4 : 0)
        const step = [0x100, 0x200, 0x400, 0x800].filter((bit) => runFlags & bit).length * 4
        for (let sample = 0; sample < count; sample += 1) {
          end += runFlags & 0x100 ? trun.readUInt32BE(at) : defaultDuration
          at += step
        }
      }
      this.pendingEnds.set(id, end)
    }
  }

  private fragmentDone() {
    for (const [id, end] of this.pendingEnds) {
      const track = this.tracks.get(id)
      if (track) track.end = end
    }
    this.pendingEnds = new Map()
    this.fragments += 1
    const ends = [...this.tracks.values()].flatMap((track) =>
      track.end === null || track.timescale === 0 ? [] : [track.end / track.timescale],
    )
    if (ends.length > 0) this.seconds = Math.min(...ends)
  }
}
