import { describe, expect, it } from 'vitest'
import { ChunkWriter, decodeChunkData, decodeChunkDescriptions } from './guide-chunks'
import type { ChunkRow } from './guide.repository'

// The writer's chunking, with the repository reduced to what it writes: the stored guide's
// round trip through a real database is guide-store.test.ts's.

const HOUR = 3600

function writer(limits = { flushProgrammes: 1000, flushChars: 1_000_000 }) {
  const writes: ChunkRow[][] = []
  const repository = {
    writeChunks: (_scope: string, _version: number, rows: ChunkRow[]) => {
      writes.push(rows)
      return Promise.resolve()
    },
  }
  return { chunks: new ChunkWriter(repository, 'scope', 1, limits), writes }
}

/** Adds `count` programmes of `channel` in a row, then drains 1,000 characters. */
async function addRun(chunks: ChunkWriter, channel: number, from: number, count: number) {
  for (let n = from; n < from + count; n += 1)
    chunks.add(channel, `c${channel}`, n * HOUR, (n + 1) * HOUR, `t${channel}.${n}`, `d${n}`)
  await chunks.drain(1000)
}

const summary = (rows: ChunkRow[]) => rows.map((row) => [row.epgId, row.seq, row.programmes])

describe('ChunkWriter', () => {
  it('gives a file sorted by channel one chunk per channel, compressed as each run ends', async () => {
    const { chunks, writes } = writer({ flushProgrammes: 30, flushChars: 1_000_000 })
    for (let channel = 0; channel < 4; channel += 1) await addRun(chunks, channel, 0, 12)
    // 36 compressed by the fourth channel's run: written, though the buffers never filled.
    expect(writes.map(summary)).toEqual([
      [
        ['c0', 0, 12],
        ['c1', 0, 12],
        ['c2', 0, 12],
      ],
    ])
    await chunks.flush()
    expect(writes.flatMap(summary)).toHaveLength(4)
    const last = writes.at(-1)?.[0]
    expect(last && (await decodeChunkData(last.data)).titles).toEqual(
      Array.from({ length: 12 }, (_, n) => `t3.${n}`),
    )
    expect(last && (await decodeChunkDescriptions(last.descriptions))[11]).toBe('d11')
  })

  it('buffers an interleaved file until the buffers are full, then numbers the chunks on', async () => {
    const { chunks, writes } = writer({ flushProgrammes: 20, flushChars: 1_000_000 })
    for (let n = 0; n < 12; n += 1)
      for (const channel of [0, 1]) await addRun(chunks, channel, n, 1)
    // Runs of one never end a channel's chunk: a write at 20 programmes, the rest at the end.
    expect(writes.map(summary)).toEqual([
      [
        ['c0', 0, 10],
        ['c1', 0, 10],
      ],
    ])
    await chunks.flush()
    expect(writes.at(-1)?.map((row) => [row.epgId, row.seq, row.programmes])).toEqual([
      ['c0', 1, 2],
      ['c1', 1, 2],
    ])
  })

  it('writes the buffers once the text read since the oldest of them passes the limit', async () => {
    const { chunks, writes } = writer({ flushProgrammes: 1000, flushChars: 2500 })
    await addRun(chunks, 0, 0, 1)
    await addRun(chunks, 1, 0, 1)
    expect(writes).toEqual([])
    await addRun(chunks, 0, 1, 1)
    expect(writes.flatMap(summary)).toEqual([
      ['c0', 0, 2],
      ['c1', 0, 1],
    ])
  })
})
