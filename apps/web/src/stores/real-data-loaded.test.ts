import { beforeEach, describe, expect, it } from 'vitest'
import {
  DATA_LOADED_KEY,
  emitRealDataLoaded,
  onRealDataLoaded,
  readDataLoaded,
  type RealDataLoadedDetail,
} from './real-data-loaded'

describe('real data loaded event', () => {
  beforeEach(() => localStorage.clear())

  it('broadcasts type and count and records the data-loaded marker', () => {
    const seen: RealDataLoadedDetail[] = []
    const stop = onRealDataLoaded((detail) => seen.push(detail))
    emitRealDataLoaded('filmes', 120)
    emitRealDataLoaded('canais', 7)
    stop()
    emitRealDataLoaded('series', 3)
    expect(seen).toEqual([
      { type: 'filmes', count: 120 },
      { type: 'canais', count: 7 },
    ])
    expect(readDataLoaded()).toEqual({ filmes: 120, canais: 7, series: 3 })
  })

  it('does not announce an empty list as real data', () => {
    const seen: RealDataLoadedDetail[] = []
    const stop = onRealDataLoaded((detail) => seen.push(detail))
    emitRealDataLoaded('series', 0)
    stop()
    expect(seen).toEqual([])
    expect(localStorage.getItem(DATA_LOADED_KEY)).toBeNull()
  })

  it('reads a corrupt marker as nothing loaded', () => {
    localStorage.setItem(DATA_LOADED_KEY, '{oops')
    expect(readDataLoaded()).toEqual({})
  })
})
