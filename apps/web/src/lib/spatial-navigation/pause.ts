import { pause, resume } from '@noriginmedia/norigin-spatial-navigation'

let pauses = 0

/**
 * Stops the arrows' spatial moves (the player owns every key while it is open). Pauses nest: the
 * bridge resumes when the last holder has called the function this returns; calling it twice
 * counts once.
 */
export function pauseSpatialNavigation(): () => void {
  pauses += 1
  if (pauses === 1) pause()
  let released = false
  return () => {
    if (released) return
    released = true
    pauses -= 1
    if (pauses === 0) resume()
  }
}

export function isSpatialNavigationPaused(): boolean {
  return pauses > 0
}
