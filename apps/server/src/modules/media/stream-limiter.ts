/**
 * Counts the streams each user has open through the proxy, so one account cannot make the server
 * hold hundreds of provider connections. Per process: behind several instances a user gets this
 * many per instance, which still bounds what one instance holds.
 */
export interface StreamLimiter {
  /** A release function (safe to call more than once), or null when the user is at the cap. */
  acquire(userId: string): (() => void) | null
  /** Streams open now for this user. */
  open(userId: string): number
}

export function createStreamLimiter(maxPerUser: number): StreamLimiter {
  const counts = new Map<string, number>()
  return {
    acquire(userId) {
      const count = counts.get(userId) ?? 0
      if (count >= maxPerUser) return null
      counts.set(userId, count + 1)
      let held = true
      return () => {
        if (!held) return
        held = false
        const left = (counts.get(userId) ?? 1) - 1
        if (left > 0) counts.set(userId, left)
        else counts.delete(userId)
      }
    },
    open: (userId) => counts.get(userId) ?? 0,
  }
}
