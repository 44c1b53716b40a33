/** The kinds of list the 'real data loaded' event names (spec §4). */
export type RealDataType = 'filmes' | 'series' | 'canais'
export type RealDataLoadedDetail = { type: RealDataType; count: number }

export const REAL_DATA_LOADED_EVENT = 'myflix:real-data-loaded'
/** The data-loaded key of spec §4: which lists hold real data, wiped by "clear all data". */
export const DATA_LOADED_KEY = 'myflix-data-loaded'

/**
 * Spec §4: real (non-empty) data replaced a demo list. Broadcast on window and remembered under the
 * data-loaded key; an empty list is not real data and emits nothing.
 */
export function emitRealDataLoaded(type: RealDataType, count: number): void {
  if (count <= 0) return
  const loaded = readDataLoaded()
  loaded[type] = count
  localStorage.setItem(DATA_LOADED_KEY, JSON.stringify(loaded))
  window.dispatchEvent(
    new CustomEvent<RealDataLoadedDetail>(REAL_DATA_LOADED_EVENT, { detail: { type, count } }),
  )
}

/** Subscribes to the event; returns the unsubscribe function. */
export function onRealDataLoaded(listener: (detail: RealDataLoadedDetail) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<RealDataLoadedDetail>).detail)
  window.addEventListener(REAL_DATA_LOADED_EVENT, handler)
  return () => window.removeEventListener(REAL_DATA_LOADED_EVENT, handler)
}

/** The lists marked as loaded with real data, and their counts. */
export function readDataLoaded(): Partial<Record<RealDataType, number>> {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(DATA_LOADED_KEY) ?? '{}')
    return typeof value === 'object' && value !== null ? value : {}
  } catch {
    return {}
  }
}
