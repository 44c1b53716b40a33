import { HLS_SEGMENT_COUNT, HLS_SEGMENT_SECONDS } from './media'

export const DEFAULT_HLS_WINDOW = 4

/** The media sequence of the 2 s slot `ms` falls in (slots counted since the epoch). */
export function slotAt(ms: number): number {
  return Math.floor(ms / (HLS_SEGMENT_SECONDS * 1000))
}

/**
 * A live sliding playlist derived from the wall clock: sequence n is the n-th 2 s slot since
 * the epoch and plays file n mod 10, so wrapping to file 0 is marked as a discontinuity.
 * Segment URIs are relative (`<channel>/<sequence>.ts`), which works under any mount prefix.
 * Discontinuities are counted from `startedSlot` (when the channel started), as packagers do: a
 * count since the epoch (tens of millions) makes hls.js 1.7 walk a sparse array that long on
 * every playlist reload, blocking the page for seconds.
 */
export function livePlaylist(
  channelId: number,
  nowMs: number,
  windowSegments = DEFAULT_HLS_WINDOW,
  startedSlot = 0,
): string {
  const current = slotAt(nowMs)
  const first = current - windowSegments
  const wraps = (sequence: number) => Math.floor(sequence / HLS_SEGMENT_COUNT)
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    // Players sit about 3 target durations behind the edge; a larger value than the real 2 s
    // would put that point outside this short window and make hls.js fall off the live edge.
    `#EXT-X-TARGETDURATION:${HLS_SEGMENT_SECONDS}`,
    `#EXT-X-MEDIA-SEQUENCE:${first}`,
    `#EXT-X-DISCONTINUITY-SEQUENCE:${Math.max(0, wraps(first) - wraps(startedSlot))}`,
  ]
  for (let sequence = first; sequence < current; sequence++) {
    if (sequence !== first && sequence % HLS_SEGMENT_COUNT === 0) lines.push('#EXT-X-DISCONTINUITY')
    lines.push(`#EXTINF:${HLS_SEGMENT_SECONDS.toFixed(3)},`, `${channelId}/${sequence}.ts`)
  }
  return `${lines.join('\n')}\n`
}

export function segmentIndex(sequence: number): number {
  return sequence % HLS_SEGMENT_COUNT
}
