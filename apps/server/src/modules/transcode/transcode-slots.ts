import type { TranscodeRefusal } from './transcode.types'

// The limits on ffmpeg streams of this instance: video transcodes (the costly path) per server and
// per user, and every stream (remux and audio too) under a larger cap. A refusal is immediate (the
// player offers the external link at once, nobody waits in a queue). A user at their own limit is
// not refused: their new video transcode replaces their oldest, since a seek is a new request that
// reaches the server before the stream it replaces has ended, and a viewer watches one film at once.

export interface SlotLimits {
  /** Video transcodes at once on this instance. */
  videoMax: number
  /** Video transcodes at once per user. */
  videoPerUser: number
  /** ffmpeg streams of every kind at once. */
  streamsMax: number
}

export interface TranscodeSlots {
  /**
   * Takes a slot, or says why not; the release is safe to call more than once. `preempt` ends the
   * holder's stream when a newer video transcode of the same user takes its place.
   */
  acquire(
    userId: string,
    video: boolean,
    preempt?: () => void,
  ): { ok: true; release: () => void } | { ok: false; reason: TranscodeRefusal }
  /** What `acquire(userId, true)` would answer now, without taking anything. */
  refusal(userId: string, video: boolean): TranscodeRefusal | null
  held(): { streams: number; video: number }
}

interface VideoHolder {
  release: () => void
  preempt: () => void
}

export function createTranscodeSlots(limits: SlotLimits): TranscodeSlots {
  let streams = 0
  let video = 0
  // Each user's video transcodes, oldest first.
  const videoByUser = new Map<string, VideoHolder[]>()

  function refusal(userId: string, isVideo: boolean): TranscodeRefusal | null {
    const own = isVideo ? (videoByUser.get(userId)?.length ?? 0) : 0
    if (isVideo && limits.videoPerUser === 0) return 'user-busy'
    // The user's oldest gives its place up when they are at their own limit.
    const replaced = own >= limits.videoPerUser ? 1 : 0
    if (streams - replaced >= limits.streamsMax) return 'busy'
    if (isVideo && video - replaced >= limits.videoMax) return 'busy'
    return null
  }

  return {
    refusal,
    acquire(userId, isVideo, preempt = () => {}) {
      const reason = refusal(userId, isVideo)
      if (reason) return { ok: false, reason }
      const own = videoByUser.get(userId) ?? []
      if (isVideo && own.length >= limits.videoPerUser) {
        const oldest = own[0]!
        oldest.release()
        oldest.preempt()
      }
      streams += 1
      let released = false
      const holder: VideoHolder = {
        release() {
          if (released) return
          released = true
          streams -= 1
          if (!isVideo) return
          video -= 1
          const left = (videoByUser.get(userId) ?? []).filter((held) => held !== holder)
          if (left.length > 0) videoByUser.set(userId, left)
          else videoByUser.delete(userId)
        },
        preempt,
      }
      if (isVideo) {
        video += 1
        videoByUser.set(userId, [...(videoByUser.get(userId) ?? []), holder])
      }
      return { ok: true, release: holder.release }
    },
    held: () => ({ streams, video }),
  }
}
