import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ProviderError } from './provider-error'
import { TEXT_MAX } from './text-limits'
import { ListScanner, STRING_BYTES_MAX } from './xtream.list-scanner'
import { toText } from './xtream.schemas'

/** Every value of a JSON array text, fed to a scanner in chunks of `sizes` bytes. */
function scan(text: string, sizes: number[] = [7], handBackAfter = Infinity) {
  const bytes = Buffer.from(text)
  const scanner = new ListScanner(handBackAfter, false)
  const values: unknown[] = []
  let at = bytes.indexOf('[') + 1
  for (let n = 0; at < bytes.length && !scanner.ended && !scanner.handedBack; n += 1) {
    const chunk = bytes.subarray(at, at + (sizes[n % sizes.length] as number))
    at += scanner.feed(chunk, 0)
    values.push(...scanner.values())
  }
  return { values, ended: scanner.ended, stoppedAt: at }
}

const failure = (fn: () => unknown) => {
  try {
    fn()
  } catch (error) {
    return error
  }
  return null
}

describe('ListScanner', () => {
  it('reads any JSON array as JSON.parse does, however it is chunked', () => {
    const text = fc.string({ unit: 'binary', maxLength: 30 })
    const value = fc.letrec((tie) => ({
      value: fc.oneof(
        { depthSize: 'small' },
        text,
        fc.double({ noNaN: true, noDefaultInfinity: true }),
        fc.boolean(),
        fc.constant(null),
        fc.constantFrom('},{', '"},{"', '\\', '\\u0041', ']', '['),
        fc.array(tie('value'), { maxLength: 4 }),
        fc.dictionary(text, tie('value'), { maxKeys: 4 }),
      ),
    })).value
    fc.assert(
      fc.property(
        fc.array(value, { maxLength: 8 }),
        fc.array(fc.integer({ min: 1, max: 64 }), { minLength: 1, maxLength: 5 }),
        (list, sizes) => {
          const json = JSON.stringify(list, null, sizes[0] === 1 ? 1 : undefined)
          expect(scan(json, sizes)).toMatchObject({ values: JSON.parse(json), ended: true })
        },
      ),
      { numRuns: 500 },
    )
  })

  it('keeps STRING_BYTES_MAX of a long string, never cutting inside an escape', () => {
    expect(STRING_BYTES_MAX).toBeGreaterThan(6 * Math.max(...Object.values(TEXT_MAX)))
    // Escapes of 2 and 6 bytes, and 2- and 4-byte characters, around the cut.
    for (const piece of ['"', '\u0001', 'ç', '\u{1F600}', 'a'])
      for (let shift = 0; shift < 8; shift += 1) {
        const long = 'a'.repeat(STRING_BYTES_MAX - shift) + piece.repeat(20_000)
        const { values } = scan(JSON.stringify([{ plot: long, id: 1 }]), [65_536, 3])
        const [row] = values as Array<{ plot: string; id: number }>
        expect(row?.id).toBe(1)
        expect(row?.plot.length).toBeGreaterThan(TEXT_MAX.plot)
        // What the readers keep is what they would have kept of the whole string.
        expect(toText(row?.plot, TEXT_MAX.plot)).toBe(toText(long, TEXT_MAX.plot))
      }
  })

  it('hands the rest back at the first "," past a point, or stops at the end of the array', () => {
    const json = JSON.stringify([{ a: 1 }, { b: '},{' }, { c: 3 }, { d: 4 }])
    // The `},{` in the string is where a cut failed: the scan goes on to the next row's end.
    const past = json.indexOf('},{"}')
    const { values, stoppedAt } = scan(json, [json.length], past)
    expect(values).toEqual([{ a: 1 }, { b: '},{' }])
    expect(json.slice(stoppedAt)).toBe('{"c":3},{"d":4}]')
    expect(scan('[1, 2] ', [3])).toMatchObject({ values: [1, 2], ended: true, stoppedAt: 6 })
  })

  it('refuses what is not an array of values', () => {
    for (const bad of ['[1,]', '[{"a":1}}', '[,1]', '[1 2]', '[{"a":}]']) {
      const error = failure(() => scan(bad, [2]))
      expect(error, bad).toBeInstanceOf(ProviderError)
      expect((error as ProviderError).reason).toBe('malformed-json')
    }
  })
})
