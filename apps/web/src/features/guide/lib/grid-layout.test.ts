import { describe, expect, it } from 'vitest'
import { gridSizes } from './grid-layout'

describe('gridSizes', () => {
  it('keeps the px sizes at the default root, and grows them with the type', () => {
    expect(gridSizes(1, false)).toEqual({ rowPx: 64, rulerPx: 40, columnPx: 224 })
    expect(gridSizes(1, true)).toEqual({ rowPx: 64, rulerPx: 40, columnPx: 128 })
    // 'Modo TV' at 1920×1080: a 24 px root.
    expect(gridSizes(1.5, false)).toEqual({ rowPx: 96, rulerPx: 60, columnPx: 336 })
  })
})
