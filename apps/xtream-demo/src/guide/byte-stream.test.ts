import { describe, expect, it } from 'vitest'
import { byteStream, exactly } from './byte-stream'

function* forever(piece: string) {
  for (;;) yield piece
}

async function collect(stream: ReadableStream<Uint8Array>): Promise<Buffer> {
  const parts: Uint8Array[] = []
  for await (const chunk of stream) parts.push(chunk)
  return Buffer.concat(parts)
}

describe('exactly', () => {
  it('fills the budget to the byte with whole pieces, spaces, then the tail', async () => {
    for (const budget of [1_000, 4_096, 100_003]) {
      const states: string[] = []
      const bytes = await collect(
        byteStream(exactly(forever('<p>ação</p>'), budget, '</tv>'), {
          encoding: 'utf8',
          progress: (_, state) => states.push(state),
        }),
      )
      expect(bytes.length).toBe(budget)
      const text = bytes.toString('utf8')
      expect(text.endsWith('</tv>')).toBe(true)
      expect(text.replace(/(<p>ação<\/p>)+ *<\/tv>$/, '')).toBe('')
      expect(states.at(-1)).toBe('done')
    }
  })
})

describe('byteStream', () => {
  it('generates only what is read, and stops its generator when cancelled', async () => {
    let made = 0
    let stopped = false
    function* counted() {
      try {
        for (;;) {
          made++
          yield 'x'.repeat(1024)
        }
      } finally {
        stopped = true
      }
    }
    let last = { bytes: 0, state: '' }
    const stream = byteStream(counted(), {
      encoding: 'utf8',
      progress: (bytes, state) => (last = { bytes, state }),
    })
    const reader = stream.getReader()
    for (let i = 0; i < 3; i++) await reader.read()
    // One chunk read ahead at most (the stream's high-water mark), 64 pieces per chunk.
    expect(made).toBeLessThanOrEqual(4 * 64)
    await reader.cancel()
    expect(stopped).toBe(true)
    expect(last.state).toBe('cancelled')
    expect(last.bytes).toBeGreaterThanOrEqual(3 * 64 * 1024)
    expect(last.bytes).toBeLessThanOrEqual(made * 1024)
  })
})
