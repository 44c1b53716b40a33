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

interface ChunkData {
  starts: number[]
  ends: number[]
  titles: string[]
}

interface ChunkProgrammes extends ChunkData {
  descriptions: string[]
}

function encodeChunk(epgId: string, seq: number, chunk: ChunkProgrammes): ChunkRow {
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
  /**
   * Programmes buffered as text, or characters read since the oldest of them, past which every
   * buffer is written; programmes compressed, past which they are written.
   */
  flushProgrammes: number
  flushChars: number
}

/** A channel's run of at least this many programmes in a row is compressed as soon as it ends. */
const RUN_PROGRAMMES = 8

/**
 * Buffers programmes per channel and writes them as chunks, whatever the order of the file. The
 * texts buffered are the parser's, slices of the text it read that keep their whole parent alive,
 * and whatever survives a scavenge lies in old space until V8's late major GC: so a channel is
 * compressed (off the heap) as soon as the file leaves a run of its programmes, and a file sorted
 * by channel gives one chunk per channel while little text outlives a scavenge. Channels that come
 * in short runs (an interleaved file) stay buffered as text until the buffers are full: counting
 * what was read since then, not what was kept, bounds the text they hold alive.
 */
export class ChunkWriter {
  /** In order of creation; `read` is what had been read when a buffer was created. */
  private buffers = new Map<number, { epgId: string; read: number; chunk: ChunkProgrammes }>()
  private readonly seqs: number[] = []
  /** Compressed, not yet written. */
  private rows: ChunkRow[] = []
  private rowProgrammes = 0
  private programmes = 0
  /** Characters read so far. */
  private read = 0
  private runChannel = -1
  private run = 0

  constructor(
    private readonly repository: Pick<GuideRepository, 'writeChunks'>,
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
    if (channel !== this.runChannel) {
      if (this.run >= RUN_PROGRAMMES) this.encode(this.runChannel)
      this.runChannel = channel
      this.run = 0
    }
    this.run += 1
    let buffer = this.buffers.get(channel)
    if (!buffer) {
      buffer = {
        epgId,
        read: this.read,
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

  /** Counts `chars` more read, and writes what is compressed or buffered if there is enough. */
  async drain(chars: number): Promise<void> {
    this.read += chars
    // The text buffered is at most what was read since the oldest buffer was created.
    const oldest = this.buffers.values().next().value?.read ?? this.read
    if (
      this.programmes >= this.limits.flushProgrammes ||
      this.read - oldest >= this.limits.flushChars
    )
      await this.flush()
    else if (this.rowProgrammes >= this.limits.flushProgrammes) await this.write()
  }

  async flush(): Promise<void> {
    const channels = [...this.buffers.keys()]
    for (const [n, channel] of channels.entries()) {
      this.encode(channel)
      if ((n + 1) % ENCODE_SLICE === 0) await nextTurn()
    }
    await this.write()
  }

  /** Compresses a channel's buffered programmes into a row to write. */
  private encode(channel: number): void {
    const buffer = this.buffers.get(channel)
    if (!buffer) return
    this.buffers.delete(channel)
    const seq = this.seqs[channel] ?? 0
    this.seqs[channel] = seq + 1
    this.rows.push(encodeChunk(buffer.epgId, seq, buffer.chunk))
    this.rowProgrammes += buffer.chunk.starts.length
    this.programmes -= buffer.chunk.starts.length
  }

  private async write(): Promise<void> {
    const rows = this.rows
    this.rows = []
    this.rowProgrammes = 0
    if (rows.length > 0) await this.repository.writeChunks(this.scope, this.version, rows)
  }
}
