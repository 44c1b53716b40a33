import { postPlay } from '@/lib/api/media'
import { ProbeFailure, type EpisodeTarget } from './availability'

/**
 * Spec §7 episode availability: a HEAD through our media proxy on each candidate (mp4, mkv, original,
 * as the play endpoint lists them) until one answers 2xx. Only 4xx everywhere means "not there";
 * a 5xx or a network error makes the check itself a failure, which feeds the breaker.
 */
export async function probeEpisode(target: EpisodeTarget, signal: AbortSignal): Promise<boolean> {
  const { candidates } = await postPlay(
    { type: 'episode', id: target.id, ext: target.ext, seriesId: target.seriesId },
    signal,
  )
  let failed = false
  for (const candidate of candidates) {
    try {
      const answer = await fetch(candidate.url, { method: 'HEAD', credentials: 'include', signal })
      if (answer.ok) return true
      if (answer.status >= 500) failed = true
    } catch (error) {
      if (signal.aborted) throw error
      failed = true
    }
  }
  if (failed) throw new ProbeFailure('no candidate answered')
  return false
}
