import { promisify } from 'node:util'
import { gunzip as gunzipCallback, gzip as gzipCallback } from 'node:zlib'
import { detach } from './guide-index'
import type { ChunkRow, GuideRepository } from './guide.repository'

// One channel's programmes of one batch, as stored in guide_chunks: gzip'd JSON, compressed on
// libuv's thread pool while the parser reads on. `data` is [starts, ends, titles] (unix seconds),
// `descriptions` the descriptions in the same order.

const gzip = promisify(gzipCallback)
const gunzip = promisify(gunzipCallback)

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

export async function encodeChunk(
  epgId: string,
  seq: number,
  chunk: ChunkProgrammes,
): Promise<ChunkRow> {
  const [data, descriptions] = await Promise.all([
    gzip(JSON.stringify([chunk.starts, chunk.ends, chunk.titles]), { level: 3 }),
    gzip(JSON.stringify(chunk.descriptions), { level: 3 }),
  ])
  return { epgId, seq, programmes: chunk.starts.length, data, descriptions }
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
  /** Buffered programmes, or characters of their texts, past which the buffers are written. */
  flushProgrammes: number
  flushChars: number
}

/**
 * Buffers programmes per channel and writes them as chunks once the buffers are full, whatever
 * the order of the file: a file sorted by channel gives a chunk or two per channel, an unsorted
 * one more and smaller chunks, and memory stays bounded either way.
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
        epgId: detach(epgId),
        chunk: { starts: [], ends: [], titles: [], descriptions: [] },
      }
      this.buffers.set(channel, buffer)
    }
    buffer.chunk.starts.push(start)
    buffer.chunk.ends.push(end)
    // Copies: a slice of the parser's text would keep its whole chunk alive until the flush.
    buffer.chunk.titles.push(detach(title))
    buffer.chunk.descriptions.push(detach(description))
    this.programmes += 1
    this.chars += title.length + description.length
  }

  /** Writes the buffers if they are full. */
  async drain(): Promise<void> {
    if (this.programmes >= this.limits.flushProgrammes || this.chars >= this.limits.flushChars)
      await this.flush()
  }

  async flush(): Promise<void> {
    const buffers = this.buffers
    this.buffers = new Map()
    this.programmes = 0
    this.chars = 0
    const rows = await Promise.all(
      [...buffers].map(([channel, { epgId, chunk }]) => {
        const seq = this.seqs[channel] ?? 0
        this.seqs[channel] = seq + 1
        return encodeChunk(epgId, seq, chunk)
      }),
    )
    await this.repository.writeChunks(this.scope, this.version, rows)
  }
}
