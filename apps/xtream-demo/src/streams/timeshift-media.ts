import { HLS_SEGMENT_COUNT, HLS_SEGMENT_SECONDS } from './media'

/**
 * The 2 s slots of the archive a request covers: `[first, end)` in slots since the epoch (the
 * live playlist's numbering, so slot n plays file n mod 10 in both). A range that reaches past
 * now stops at the last slot already recorded and is not `complete`: it grows as time passes.
 */
export function archiveSlots(
  start: number,
  minutes: number,
  nowSeconds: number,
): { first: number; end: number; complete: boolean } {
  const first = Math.ceil(start / HLS_SEGMENT_SECONDS)
  const until = start + minutes * 60
  const complete = until <= nowSeconds
  return {
    first,
    end: Math.max(first, Math.floor(Math.min(until, nowSeconds) / HLS_SEGMENT_SECONDS)),
    complete,
  }
}

function dateTime(slot: number): string {
  return `#EXT-X-PROGRAM-DATE-TIME:${new Date(slot * HLS_SEGMENT_SECONDS * 1000).toISOString()}`
}

/**
 * The archive as HLS: the recorded 2 s segments from the start, each dated (the stream carries
 * the time it plays), a discontinuity where the files wrap. A finished range is a VOD playlist;
 * one that reaches past now is an EVENT playlist without ENDLIST, longer at each reload.
 * Segment URIs are relative (`<channel>/<slot>.ts`), beside the playlist.
 */
export function timeshiftPlaylist(
  channelId: number,
  start: number,
  minutes: number,
  nowSeconds: number,
): string {
  const { first, end, complete } = archiveSlots(start, minutes, nowSeconds)
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${HLS_SEGMENT_SECONDS}`,
    `#EXT-X-PLAYLIST-TYPE:${complete ? 'VOD' : 'EVENT'}`,
    '#EXT-X-MEDIA-SEQUENCE:0',
    dateTime(first),
  ]
  for (let slot = first; slot < end; slot++) {
    if (slot !== first && slot % HLS_SEGMENT_COUNT === 0) {
      lines.push('#EXT-X-DISCONTINUITY', dateTime(slot))
    }
    lines.push(`#EXTINF:${HLS_SEGMENT_SECONDS.toFixed(3)},`, `${channelId}/${slot}.ts`)
  }
  if (complete) lines.push('#EXT-X-ENDLIST')
  return `${lines.join('\n')}\n`
}
