import { describe, expect, it } from 'vitest'
import type { Row } from './format-common'
import { serialiseRows, streamRows } from './list-cache'

/** `count` rows, counting how many were made so far, and whether the reader let them go. */
function countedRows(count: number) {
  const seen = { made: 0, closed: false }
  function* rows(): Generator<Row> {
    try {
      for (let id = 1; id <= count; id += 1) {
        seen.made += 1
        yield { stream_id: id, name: `Título ${id}` }
      }
    } finally {
      seen.closed = true
    }
  }
  return { seen, rows }
}

describe('streamRows (the huge account lists)', () => {
  it('makes rows only as the reader asks for them, a chunk or two ahead', async () => {
    const { seen, rows } = countedRows(20_000)
    const reader = streamRows(rows()).getReader()
    await reader.read()
    // One chunk read and, at most, the next one the stream pulls to fill its queue.
    expect(seen.made).toBeLessThanOrEqual(2 * 2_000)
    await reader.read()
    expect(seen.made).toBeLessThanOrEqual(3 * 2_000)
    await reader.cancel()
    expect(seen.closed).toBe(true)
    expect(seen.made).toBeLessThan(20_000)
  })

  it('sends the same bytes as the list made whole', async () => {
    for (const count of [0, 1, 2_000, 4_001]) {
      const streamed = Buffer.from(
        await new Response(streamRows(countedRows(count).rows())).arrayBuffer(),
      )
      expect(streamed.equals(serialiseRows(countedRows(count).rows()))).toBe(true)
    }
  })
})
