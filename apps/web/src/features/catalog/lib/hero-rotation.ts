/** Spec §4 Hero and §9: a 5 s rotation; hover pauses; a dot click selects and pauses for 10 s. */
export const HERO_TIMING = { intervalMs: 5_000, dotPauseMs: 10_000 } as const

export interface HeroRotation {
  /** The slide shown now. */
  readonly index: number
  setHovered(hovered: boolean): void
  select(index: number): void
  dispose(): void
}

/**
 * A timer-driven rotation kept out of React so its timing can be tested with fake timers.
 * `onChange` fires with the new index whenever the slide changes.
 */
export function createHeroRotation(
  count: number,
  onChange: (index: number) => void,
  timing: { intervalMs: number; dotPauseMs: number } = HERO_TIMING,
): HeroRotation {
  let index = 0
  let hovered = false
  let pausedUntilResume: ReturnType<typeof setTimeout> | null = null
  let ticker: ReturnType<typeof setInterval> | null = null

  const stopTicker = () => {
    if (ticker !== null) clearInterval(ticker)
    ticker = null
  }
  const startTicker = () => {
    stopTicker()
    if (count < 2 || hovered || pausedUntilResume !== null) return
    ticker = setInterval(() => {
      index = (index + 1) % count
      onChange(index)
    }, timing.intervalMs)
  }

  startTicker()

  return {
    get index() {
      return index
    },
    setHovered(next) {
      if (next === hovered) return
      hovered = next
      if (hovered) stopTicker()
      else startTicker()
    },
    select(next) {
      if (next < 0 || next >= count) return
      if (next !== index) {
        index = next
        onChange(index)
      }
      stopTicker()
      if (pausedUntilResume !== null) clearTimeout(pausedUntilResume)
      pausedUntilResume = setTimeout(() => {
        pausedUntilResume = null
        startTicker()
      }, timing.dotPauseMs)
    },
    dispose() {
      stopTicker()
      if (pausedUntilResume !== null) clearTimeout(pausedUntilResume)
      pausedUntilResume = null
    },
  }
}
