import type { TranscodeRefusal } from './transcode.types'

// The limits on ffmpeg streams of this instance: video transcodes (the costly path) per server and
// per user, and every stream (remux and audio too) under a larger cap. A refusal is immediate (the
// player offers the external link at once, nobody waits in a queue).

export interface SlotLimits {
  /** Video transcodes at once on this instance. */
  videoMax: number
  /** Video transcodes at once per user. */
  videoPerUser: number
  /** ffmpeg streams of every kind at once. */
  streamsMax: number
}

export interface TranscodeSlots {
  /** Takes a slot, or says why not; the release is safe to call more than once. */
  acquire(
    userId: string,
    video: boolean,
  ): { ok: true; release: () => void } | { ok: false; reason: TranscodeRefusal }
  /** What `acquire(userId, true)` would answer now, without taking anything. */
  refusal(userId: string, video: boolean): TranscodeRefusal | null
  held(): { streams: number; video: number }
}

export function createTranscodeSlots(limits: SlotLimits): TranscodeSlots {
  let streams = 0
  let video = 0
  const videoByUser = new Map<string, number>()

  function refusal(userId: string, isVideo: boolean): TranscodeRefusal | null {
    if (streams >= limits.streamsMax) return 'busy'
    if (!isVideo) return null
    if ((videoByUser.get(userId) ?? 0) >= limits.videoPerUser) return 'user-busy'
    if (video >= limits.videoMax) return 'busy'
    return null
  }

  return {
    refusal,
    acquire(userId, isVideo) {
      const reason = refusal(userId, isVideo)
      if (reason) return { ok: false, reason }
      streams += 1
      if (isVideo) {
        video += 1
        videoByUser.set(userId, (videoByUser.get(userId) ?? 0) + 1)
      }
      let released = false
      return {
        ok: true,
        release() {
          if (released) return
          released = true
          streams -= 1
          if (!isVideo) return
          video -= 1
          const left = (videoByUser.get(userId) ?? 1) - 1
          if (left > 0) videoByUser.set(userId, left)
          else videoByUser.delete(userId)
        },
      }
    },
    held: () => ({ streams, video }),
  }
}
