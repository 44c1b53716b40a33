/** Spec §4 season-change and episode-selection timings. */
export const SEASON_TIMING = { applyMs: 150, settleMs: 200, selectDebounceMs: 500 } as const

export interface SeasonSwitcher {
  /** Asks for a season; false when ignored (same season, a change under way, or disposed). */
  request(season: number): boolean
  /** The season changing to, while a change is under way. */
  pending(): number | null
  dispose(): void
}

/**
 * Spec §4: a season change is ignored if it is the current season, a change is already under way or
 * the screen is gone; after 150 ms `apply` sets the season (and its first episode) and the "changing"
 * flag clears 200 ms later. `onChange` reports the pending season (null once settled).
 */
export function createSeasonSwitcher(options: {
  current: () => number | null
  apply: (season: number) => void
  onChange?: (pending: number | null) => void
}): SeasonSwitcher {
  let changing: number | null = null
  let disposed = false
  const timers = new Set<ReturnType<typeof setTimeout>>()
  const later = (ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer)
      if (!disposed) run()
    }, ms)
    timers.add(timer)
  }
  return {
    request(season) {
      if (disposed || changing !== null || season === options.current()) return false
      changing = season
      options.onChange?.(season)
      later(SEASON_TIMING.applyMs, () => {
        options.apply(season)
        later(SEASON_TIMING.settleMs, () => {
          changing = null
          options.onChange?.(null)
        })
      })
      return true
    },
    pending: () => changing,
    dispose() {
      disposed = true
      for (const timer of timers) clearTimeout(timer)
      timers.clear()
    },
  }
}

/** Calls `run` with the last value once `ms` passed without a new one (episode selection: 500 ms). */
export function createDebounce<T>(run: (value: T) => void, ms: number) {
  let timer: ReturnType<typeof setTimeout> | undefined
  return {
    call(value: T) {
      clearTimeout(timer)
      timer = setTimeout(() => run(value), ms)
    },
    cancel: () => clearTimeout(timer),
  }
}

/** Lets a call through at most once per `ms` (spec §9 play clicks: 1 s); returns whether it ran. */
export function createThrottle(ms: number, now: () => number = Date.now) {
  let last = -Infinity
  return (run: () => void): boolean => {
    const at = now()
    if (at - last < ms) return false
    last = at
    run()
    return true
  }
}
