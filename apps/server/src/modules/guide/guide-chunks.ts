import { setImmediate as nextTurn } from 'node:timers/promises'
import { promisify } from 'node:util'
import { gunzip as gunzipCallback, gzipSync } from 'node:zlib'
import type { ChunkRow, GuideRepository } from './guide.repository'

// One channel's programmes of one batch, as stored in guide_chunks: gzip'd JSON. `data` is
// [starts, ends, titles] (unix seconds), `descriptions` the descriptions in the same order.
// Compressed in this thread: zlib's asynchronous calls cost ~0.5 ms each in stream set-up, six times
// the compression of a channel's few kilobytes.

const gunzip = promisify(gunzipCallback)
/** Channels compressed between two turns of the event loop. */
const ENCODE_SLICE = 64

export interface ChunkProgrammes {
  starts: number[]
  ends: number[]
  titles: string[]
  descriptions: string[]
}

export interface ChunkData {
  starts: number[]
  ends: number[]
  titles: string[]
}

export function encodeChunk(epgId: string, seq: number, chunk: ChunkProgrammes): ChunkRow {
  return {
    epgId,
    seq,
    programmes: chunk.starts.length,
    data: gzipSync(JSON.stringify([chunk.starts, chunk.ends, chunk.titles]), { level: 3 }),
    descriptions: gzipSync(JSON.stringify(chunk.descriptions), { level: 3 }),
  }
}

const isList = <T>(value: unknown, item: (v: unknown) => v is T): value is T[] =>
  Array.isArray(value) && value.every(item)
const isNumber = (value: unknown): value is number => Number.isInteger(value)
const isString = (value: unknown): value is string => typeof value === 'string'

export async function decodeChunkData(bytes: Uint8Array): Promise<ChunkData> {
  const value: unknown = JSON.parse((await gunzip(bytes)).toString('utf8'))
  if (!Array.isArray(value)) throw new Error('guide chunk: not a list')
  const [starts, ends, titles] = value as unknown[]
  if (
    !isList(starts, isNumber) ||
    !isList(ends, isNumber) ||
    !isList(titles, isString) ||
    starts.length !== ends.length ||
    starts.length !== titles.length
  )
    throw new Error('guide chunk: bad data')
  return { starts, ends, titles }
}

export async function decodeChunkDescriptions(bytes: Uint8Array): Promise<string[]> {
  const value: unknown = JSON.parse((await gunzip(bytes)).toString('utf8'))
  if (!isList(value, isString)) throw new Error('guide chunk: bad descriptions')
  return value
}

export interface ChunkWriterLimits {
  /** Buffered programmes, or characters read since the last write, past which buffers are written. */
  flushProgrammes: number
  flushChars: number
}

/**
 * Buffers programmes per channel and writes them as chunks once the buffers are full, whatever
 * the order of the file: a file sorted by channel gives a chunk or two per channel, an unsorted
 * one more and smaller chunks, and memory stays bounded either way. The texts buffered are the
 * parser's (slices of the text it read): counting what was read since the last write, not what
 * was kept, bounds the text they hold alive.
 */
export class ChunkWriter {
  private buffers = new Map<number, { epgId: string; chunk: ChunkProgrammes }>()
  private readonly seqs: number[] = []
  private programmes = 0
  private chars = 0

  constructor(
    private readonly repository: GuideRepository,
    private readonly scope: string,
    private readonly version: number,
    private readonly limits: ChunkWriterLimits,
  ) {}

  add(
    channel: number,
    epgId: string,
    start: number,
    end: number,
    title: string,
    description: string,
  ) {
    let buffer = this.buffers.get(channel)
    if (!buffer) {
      buffer = {
        epgId,
        chunk: { starts: [], ends: [], titles: [], descriptions: [] },
      }
      this.buffers.set(channel, buffer)
    }
    buffer.chunk.starts.push(start)
    buffer.chunk.ends.push(end)
    buffer.chunk.titles.push(title)
    buffer.chunk.descriptions.push(description)
    this.programmes += 1
  }

  /** Counts `chars` more read, and writes the buffers if they are full. */
  async drain(chars: number): Promise<void> {
    this.chars += chars
    if (this.programmes >= this.limits.flushProgrammes || this.chars >= this.limits.flushChars)
      await this.flush()
  }

  async flush(): Promise<void> {
    const buffers = this.buffers
    this.buffers = new Map()
    this.programmes = 0
    this.chars = 0
    if (buffers.size === 0) return
    const rows: ChunkRow[] = []
    for (const [channel, { epgId, chunk }] of buffers) {
      const seq = this.seqs[channel] ?? 0
      this.seqs[channel] = seq + 1
      rows.push(encodeChunk(epgId, seq, chunk))
      if (rows.length % ENCODE_SLICE === 0) await nextTurn()
    }
    await this.repository.writeChunks(this.scope, this.version, rows)
  }
}
