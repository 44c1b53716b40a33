import type { Programme } from '@myflix/shared'
import type { GuideIndex } from './guide.types'

// A guide in memory as flat typed arrays: per programme a start, an end (seconds from BASE) and a
// title number, the programmes of a channel side by side, by start. 1M programmes take 12 MB
// plus their distinct titles; now/next and a range are binary searches.

/** Times are stored as seconds from here: Int32 reaches from 1901 to 2092. */
const BASE = 1_700_000_000
const BLOCK = 16_384
const FIELDS = 4

/**
 * A copy of `text` that shares no memory with the string it was cut from: a short slice of a
 * parser's chunk would otherwise keep the whole chunk alive for as long as the index lives.
 */
function detach(text: string): string {
  return (' ' + text).slice(1)
}

export class GuideIndexBuilder {
  private readonly channelNumbers = new Map<string, number>()
  private readonly ids: string[] = []
  private readonly titleNumbers = new Map<string, number>()
  private readonly titles: string[] = []
  private readonly blocks: Int32Array[] = []
  private count = 0
  private titleChars = 0

  /** Adds a programme; returns its channel's number (0, 1, … in order of first appearance). */
  add(epgId: string, start: number, end: number, title: string): number {
    let channel = this.channelNumbers.get(epgId)
    if (channel === undefined) {
      channel = this.ids.length
      const id = detach(epgId)
      this.ids.push(id)
      this.channelNumbers.set(id, channel)
    }
    let titleNumber = this.titleNumbers.get(title)
    if (titleNumber === undefined) {
      titleNumber = this.titles.length
      const copy = detach(title)
      this.titles.push(copy)
      this.titleNumbers.set(copy, titleNumber)
      this.titleChars += copy.length
    }
    const slot = this.count % BLOCK
    if (slot === 0) this.blocks.push(new Int32Array(BLOCK * FIELDS))
    const block = this.blocks[this.blocks.length - 1] as Int32Array
    block[slot * FIELDS] = channel
    block[slot * FIELDS + 1] = start - BASE
    block[slot * FIELDS + 2] = end - BASE
    block[slot * FIELDS + 3] = titleNumber
    this.count += 1
    return channel
  }

  get programmes(): number {
    return this.count
  }

  /** Characters of the distinct titles held (what a hostile guide could inflate). */
  get distinctTitleChars(): number {
    return this.titleChars
  }

  /**
   * The index: each channel's programmes by start, the first of several with the same start kept
   * (a file listing a programme twice). The builder is spent afterwards.
   */
  finish(updatedAt: number, version: number): CompactGuideIndex {
    const channels = this.ids.length
    const offsets = new Int32Array(channels + 1)
    for (let n = 0; n < this.count; n += 1) {
      const channel = this.field(n, 0)
      offsets[channel + 1] = (offsets[channel + 1] as number) + 1
    }
    for (let c = 0; c < channels; c += 1)
      offsets[c + 1] = (offsets[c + 1] as number) + (offsets[c] as number)
    const starts = new Int32Array(this.count)
    const ends = new Int32Array(this.count)
    const titles = new Int32Array(this.count)
    const fill = offsets.slice(0, channels)
    for (let n = 0; n < this.count; n += 1) {
      const at = (fill[this.field(n, 0)] as number)++
      starts[at] = this.field(n, 1)
      ends[at] = this.field(n, 2)
      titles[at] = this.field(n, 3)
    }
    this.blocks.length = 0
    this.titleNumbers.clear()
    const maxLength = new Int32Array(channels)
    let kept = 0
    for (let c = 0; c < channels; c += 1) {
      const from = offsets[c] as number
      const to = offsets[c + 1] as number
      sortSegment(starts, ends, titles, from, to)
      offsets[c] = kept
      for (let n = from; n < to; n += 1) {
        if (n > from && starts[n] === starts[n - 1]) continue
        starts[kept] = starts[n] as number
        ends[kept] = ends[n] as number
        titles[kept] = titles[n] as number
        maxLength[c] = Math.max(maxLength[c] as number, (ends[n] as number) - (starts[n] as number))
        kept += 1
      }
    }
    offsets[channels] = kept
    return new CompactGuideIndex({
      updatedAt,
      version,
      ids: this.ids,
      offsets,
      maxLength,
      starts: starts.slice(0, kept),
      ends: ends.slice(0, kept),
      titleNumbers: titles.slice(0, kept),
      titles: this.titles,
    })
  }

  private field(n: number, field: number): number {
    return (this.blocks[Math.floor(n / BLOCK)] as Int32Array)[
      (n % BLOCK) * FIELDS + field
    ] as number
  }
}

/** Sorts one channel's programmes by start, keeping file order among equal starts. */
function sortSegment(
  starts: Int32Array,
  ends: Int32Array,
  titles: Int32Array,
  from: number,
  to: number,
) {
  let sorted = true
  for (let n = from + 1; n < to && sorted; n += 1)
    sorted = (starts[n - 1] as number) <= (starts[n] as number)
  if (sorted) return
  const order = Array.from({ length: to - from }, (_, n) => from + n)
  order.sort((a, b) => (starts[a] as number) - (starts[b] as number) || a - b)
  const copy = order.map((n) => [starts[n], ends[n], titles[n]] as const)
  copy.forEach(([start, end, title], n) => {
    starts[from + n] = start as number
    ends[from + n] = end as number
    titles[from + n] = title as number
  })
}

interface IndexParts {
  updatedAt: number
  /** The stored version it was built from. */
  version: number
  ids: string[]
  offsets: Int32Array
  maxLength: Int32Array
  starts: Int32Array
  ends: Int32Array
  titleNumbers: Int32Array
  titles: string[]
}

export class CompactGuideIndex implements GuideIndex {
  readonly updatedAt: number
  readonly version: number
  readonly channels: number
  readonly programmes: number
  /** Estimated bytes held (what the store's memory budget counts). */
  readonly bytes: number
  private readonly numbers: Map<string, number>

  constructor(private readonly parts: IndexParts) {
    this.updatedAt = parts.updatedAt
    this.version = parts.version
    this.channels = parts.ids.length
    this.programmes = parts.starts.length
    this.numbers = new Map(parts.ids.map((id, n) => [id, n]))
    let text = 0
    for (const id of parts.ids) text += 80 + 2 * id.length
    for (const title of parts.titles) text += 32 + 2 * title.length
    this.bytes = 12 * this.programmes + 8 * this.channels + text
  }

  has(epgId: string): boolean {
    return this.numbers.has(epgId)
  }

  nowNext(epgId: string, at: number): { now: Programme | null; next: Programme | null } {
    const channel = this.numbers.get(epgId)
    if (channel === undefined) return { now: null, next: null }
    const now = this.nowAt(channel, at)
    const { starts, offsets } = this.parts
    const after =
      now === -1
        ? upperBound(starts, offsets[channel] as number, offsets[channel + 1] as number, at - BASE)
        : lowerBound(
            starts,
            now + 1,
            offsets[channel + 1] as number,
            this.parts.ends[now] as number,
          )
    return {
      now: now === -1 ? null : this.programme(now),
      next: after < (offsets[channel + 1] as number) ? this.programme(after) : null,
    }
  }

  range(epgId: string, from: number, to: number): Programme[] {
    const channel = this.numbers.get(epgId)
    if (channel === undefined || to <= from) return []
    const { starts, ends, offsets, maxLength } = this.parts
    const end = offsets[channel + 1] as number
    const found: Programme[] = []
    const relativeFrom = from - BASE
    const relativeTo = to - BASE
    let n = lowerBound(
      starts,
      offsets[channel] as number,
      end,
      relativeFrom - (maxLength[channel] as number),
    )
    for (; n < end && (starts[n] as number) < relativeTo; n += 1)
      if ((ends[n] as number) > relativeFrom) found.push(this.programme(n))
    return found
  }

  *onNow(at: number): Iterable<[epgId: string, programme: Programme]> {
    for (let channel = 0; channel < this.channels; channel += 1) {
      const now = this.nowAt(channel, at)
      if (now !== -1) yield [this.parts.ids[channel] as string, this.programme(now)]
    }
  }

  /** The programme on at `at` (the latest to start, if several are), or -1. */
  private nowAt(channel: number, at: number): number {
    const { starts, ends, offsets, maxLength } = this.parts
    const first = offsets[channel] as number
    const relative = at - BASE
    const earliest = relative - (maxLength[channel] as number)
    for (
      let n = upperBound(starts, first, offsets[channel + 1] as number, relative) - 1;
      n >= first && (starts[n] as number) >= earliest;
      n -= 1
    )
      if ((ends[n] as number) > relative) return n
    return -1
  }

  private programme(n: number): Programme {
    const { starts, ends, titleNumbers, titles } = this.parts
    return {
      start: (starts[n] as number) + BASE,
      end: (ends[n] as number) + BASE,
      title: titles[titleNumbers[n] as number] as string,
    }
  }
}

/** The first position in [from, to) whose value is ≥ `value`. */
function lowerBound(values: Int32Array, from: number, to: number, value: number): number {
  let low = from
  let high = to
  while (low < high) {
    const middle = (low + high) >>> 1
    if ((values[middle] as number) < value) low = middle + 1
    else high = middle
  }
  return low
}

/** The first position in [from, to) whose value is > `value`. */
function upperBound(values: Int32Array, from: number, to: number, value: number): number {
  let low = from
  let high = to
  while (low < high) {
    const middle = (low + high) >>> 1
    if ((values[middle] as number) <= value) low = middle + 1
    else high = middle
  }
  return low
}
