/**
 * Chromium reads a progressive stream into its demuxer in 32 KB blocks, and a block is handed over
 * only once it is full (or the stream has ended). A stream whose first fragment ends inside a
 * block waits, before its first picture, for whatever ffmpeg makes next to fill that block: at
 * the demo's ~150 kbit/s, ~1.7 s of media to remux or transcode first (bench/README.md).
 */
export const DEMUXER_BLOCK_BYTES = 32 * 1024

const HEADER_BYTES = 8

/** A `free` box of `size` bytes: demuxers skip it. */
function freeBox(size: number): Buffer {
  const box = Buffer.alloc(size)
  box.writeUInt32BE(size, 0)
  box.write('free', 4, 'latin1')
  return box
}

/** What pads `end`, an offset in the first block, to the block's end (with room for a header). */
function paddingAt(end: number): number {
  const rest = DEMUXER_BLOCK_BYTES - end
  if (rest === 0) return 0
  return rest < HEADER_BYTES ? rest + DEMUXER_BLOCK_BYTES : rest
}

/**
 * A filter for ffmpeg's fragmented MP4, chunk by chunk: after the first `mdat` (the first
 * fragment's media), when it ends inside the first block, a `free` box that ends that block, so the
 * block is full as soon as the fragment is made. A first fragment larger than a block (a film at
 * its usual bit rate) is left as it is: padded, the films' first frame came 10–40 ms later. Anything
 * that does not start with `ftyp`, or a box whose size it cannot read in 32 bits, passes through
 * untouched; so does everything after the first fragment.
 */
export function firstBlockPadding(): (chunk: Buffer) => Buffer {
  let offset = 0
  let nextBox = 0
  let header = Buffer.alloc(0)
  let padAt: number | null = null
  let done = false

  /** Reads the box headers that end in `chunk` (which starts at `offset`), up to the first mdat. */
  const scan = (chunk: Buffer) => {
    const chunkEnd = offset + chunk.length
    while (padAt === null && !done && nextBox + HEADER_BYTES <= chunkEnd) {
      const start = Math.max(nextBox - offset, 0)
      const bytes = Buffer.concat([header, chunk.subarray(start, nextBox + HEADER_BYTES - offset)])
      header = Buffer.alloc(0)
      const size = bytes.readUInt32BE(0)
      const type = bytes.toString('latin1', 4, 8)
      if ((nextBox === 0 && type !== 'ftyp') || size < HEADER_BYTES) done = true
      else if (type === 'mdat') padAt = nextBox + size
      else nextBox += size
    }
    // A header cut by the chunk's end: its first bytes wait for the next chunk.
    if (padAt === null && !done && nextBox < chunkEnd) {
      header = Buffer.concat([header, chunk.subarray(Math.max(nextBox - offset, 0))])
    }
  }

  return (chunk) => {
    if (done) return chunk
    scan(chunk)
    const chunkEnd = offset + chunk.length
    if (padAt === null || padAt > chunkEnd) {
      offset = chunkEnd
      return chunk
    }
    done = true
    const cut = padAt - offset
    const padding = padAt > DEMUXER_BLOCK_BYTES ? 0 : paddingAt(padAt)
    offset = chunkEnd
    if (padding === 0) return chunk
    return Buffer.concat([chunk.subarray(0, cut), freeBox(padding), chunk.subarray(cut)])
  }
}
