import { describe, expect, it } from 'vitest'
import { ProviderError } from './provider-error'
import { openBody } from './xtream.list-reader'
import { STRING_BYTES_MAX } from './xtream.list-scanner'

// Rows of ~200 bytes: 12k of them span a few 1 MB slices.
const rows = (count: number, name: (n: number) => string = (n) => `Filme ${n}`) =>
  Array.from({ length: count }, (_, n) => ({
    stream_id: n,
    name: name(n),
    stream_icon: `http://img.example/${n}.jpg`,
    category_ids: [n % 7, n % 11],
    plot: 'x'.repeat(120),
  }))

/** The text as a socket would give it: chunks of varied sizes, cut anywhere (mid-character too). */
async function* chunked(text: string, sizes = [1, 7, 65_536, 3, 16_384, 200_000]) {
  const bytes = Buffer.from(text)
  for (let at = 0, n = 0; at < bytes.length; n += 1) {
    const size = sizes[n % sizes.length] as number
    yield bytes.subarray(at, at + size)
    at += size
  }
}

async function slicesOf(text: string, sizes?: number[]): Promise<unknown[][]> {
  const body = await openBody(chunked(text, sizes))
  if (body.kind !== 'list') throw new Error('not read as a list')
  const slices: unknown[][] = []
  for await (const slice of body.slices) slices.push([...slice])
  return slices
}

async function failureOf(text: string): Promise<unknown> {
  try {
    await slicesOf(text)
  } catch (error) {
    return error
  }
  return null
}

describe('openBody', () => {
  it('gives every row of a big list, in order, in several slices, however it is chunked', async () => {
    const list = rows(12_000)
    for (const sizes of [undefined, [4096], [3_000_000], [1]]) {
      const slices = await slicesOf(JSON.stringify(list), sizes)
      expect(slices.length).toBeGreaterThan(1)
      expect(slices.flat()).toEqual(list)
    }
  })

  it('reads small, empty and padded lists', async () => {
    expect(await slicesOf('[]')).toEqual([[]])
    expect(await slicesOf(' \n[ {"a":1} , {"b":2} ]\n')).toEqual([[{ a: 1 }, { b: 2 }]])
    // Multi-byte characters cut between chunks.
    const accents = rows(9_000, (n) => `Ação e Coração ${n} — ñ 🎬`)
    expect((await slicesOf(JSON.stringify(accents), [1, 2, 3, 5])).flat()).toEqual(accents)
  })

  it('survives a "},{" inside a string or a nested object after the first slice', async () => {
    // From row 8000 on, each row's last field holds one: a cut there cannot parse, so the rows up
    // to past it are scanned, and cutting resumes after them.
    const list = rows(12_000).map((row, n) =>
      n < 8000
        ? row
        : { ...row, plot: `${row.plot} },{"stream_id":"x"} fim`, info: [{ a: 1 }, { b: 2 }] },
    )
    const slices = await slicesOf(JSON.stringify(list))
    expect(slices.length).toBeGreaterThan(1)
    expect(slices.flat()).toEqual(list)
  })

  it('reads a giant row without its megabytes, and a list of plain values', async () => {
    const giant = { stream_id: 1, plot: 'y'.repeat(3_000_000), name: 'Gigante' }
    const list = [...rows(3000), giant, ...rows(3000)]
    const read = (await slicesOf(JSON.stringify(list), [1000, 70_000])).flat()
    expect(read).toEqual([
      ...rows(3000),
      { ...giant, plot: 'y'.repeat(STRING_BYTES_MAX) },
      ...rows(3000),
    ])
    const numbers = Array.from({ length: 400_000 }, (_, n) => n)
    expect((await slicesOf(JSON.stringify(numbers), [4096])).flat()).toEqual(numbers)
  })

  it.each([
    ['cut off', (text: string) => text.slice(0, text.length - 5000)],
    ['cut off after the bracket', () => '  ['],
    ['trailing junk', (text: string) => `${text} junk`],
  ])('a %s body is malformed-json', async (_, spoil) => {
    const error = await failureOf(spoil(JSON.stringify(rows(12_000))))
    expect(error).toBeInstanceOf(ProviderError)
    expect((error as ProviderError).reason).toBe('malformed-json')
  })

  it('hands anything that is not an array over whole', async () => {
    const login = JSON.stringify({ user_info: { auth: 0 } })
    for (const text of [login, '<html>bad</html>', '', '   ']) {
      const body = await openBody(chunked(text, [2]))
      expect(body).toEqual({ kind: 'other', bytes: Buffer.from(text) })
    }
  })

  it('closes the body when the reader stops early', async () => {
    let closed = false
    async function* source() {
      try {
        yield Buffer.from('[' + JSON.stringify(rows(12_000)).slice(1))
        yield Buffer.from('never read')
      } finally {
        closed = true
      }
    }
    const body = await openBody(source())
    if (body.kind !== 'list') throw new Error('not read as a list')
    for await (const slice of body.slices) if (slice.length > 0) break
    expect(closed).toBe(true)
  })
})
