/** A seek lands on a key frame, which may be a little before the second asked for. */
export const RESUME_TOLERANCE_S = 2

export interface ResumeGuard {
  /** The second to seek to, or null when playback starts from the beginning. */
  readonly target: number | null
  /** Feeds one observed point; true from the moment playback has really got to the target. */
  observe(point: { position: number; duration: number; seeking: boolean }): boolean
  /** Our seek to the target is done: what follows is where the user is, even short of it. */
  release(): void
  readonly reached: boolean
}

/**
 * Resume must not lose the saved place: until playback has reached `startAt`, what the element
 * reports (0 while it loads, a slow first seek) is not where the user is, so nothing is saved.
 */
export function createResumeGuard(startAt: number | null | undefined): ResumeGuard {
  const target = typeof startAt === 'number' && startAt > 0 ? startAt : null
  let reached = target === null
  return {
    target,
    observe({ position, duration, seeking }) {
      if (reached || target === null || seeking) return reached
      // A resume point past the end (a shorter file than the one saved) counts as reached at the end.
      const goal = Number.isFinite(duration) && duration > 0 ? Math.min(target, duration) : target
      if (position >= goal - RESUME_TOLERANCE_S) reached = true
      return reached
    },
    release() {
      reached = true
    },
    get reached() {
      return reached
    },
  }
}

/** Where to seek: the target, kept a little before the end so a resume never lands on 'ended'. */
export function resumeSeekTarget(target: number, duration: number): number {
  if (!Number.isFinite(duration) || duration <= 0) return target
  return Math.max(0, Math.min(target, duration - RESUME_TOLERANCE_S))
}
