import { describe, expect, it } from 'vitest'
import { grown } from './typed-arrays'

describe('grown', () => {
  it('copies into a longer array of the same type, the rest zero', () => {
    const wider = grown(Float64Array.of(1.5, 2), 4)
    expect(wider).toBeInstanceOf(Float64Array)
    expect(Array.from(wider)).toEqual([1.5, 2, 0, 0])
    expect(Array.from(grown(Uint16Array.of(7), 2))).toEqual([7, 0])
  })
})
