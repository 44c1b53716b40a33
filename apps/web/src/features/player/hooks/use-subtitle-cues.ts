import { useEffect, useState, type RefObject } from 'react'
import { t } from '@myflix/shared'
import { notify } from '@/components/ui/toast'
import { parseWebVtt, shiftCues, SUBTITLE_MAX_CHARS, type SubtitleCue } from '../lib/subtitle-cues'

export const SUBTITLE_TIMEOUT_MS = 15_000

/** The body as text, refused past `max` bytes (a chunked answer has no length to check first). */
async function boundedText(response: Response, max: number): Promise<string> {
  const declared = Number(response.headers.get('content-length'))
  if (declared > max) throw new Error('subtitle too large')
  if (!response.body) return ''
  const reader = response.body.getReader()
  const decoder = new TextDecoder()
  let text = ''
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) return text + decoder.decode()
    size += value.byteLength
    if (size > max) {
      void reader.cancel()
      throw new Error('subtitle too large')
    }
    text += decoder.decode(value, { stream: true })
  }
}

async function loadCues(url: string, signal: AbortSignal): Promise<SubtitleCue[]> {
  const response = await fetch(url, { credentials: 'same-origin', signal })
  if (!response.ok) throw new Error(`subtitle answered ${response.status}`)
  return parseWebVtt(await boundedText(response, SUBTITLE_MAX_CHARS))
}

// One text track of our own per element, reused for every subtitle: a track added by script cannot
// be removed, and the element outlives the streams played on it.
const owned = new WeakMap<HTMLVideoElement, TextTrack>()

function ownTrack(video: HTMLVideoElement): TextTrack | null {
  let track = owned.get(video)
  if (!track && typeof video.addTextTrack === 'function') {
    track = video.addTextTrack('subtitles', t('player.tracks.subtitles'))
    owned.set(video, track)
  }
  return track ?? null
}

/** Shows `cues` on the track (null: none). A disabled track has no cue list, so it is hidden first. */
function showCues(track: TextTrack, cues: readonly SubtitleCue[] | null) {
  track.mode = 'hidden'
  for (const cue of Array.from(track.cues ?? [])) track.removeCue(cue)
  if (!cues) {
    track.mode = 'disabled'
    return
  }
  for (const { start, end, text } of cues) {
    const cue = new VTTCue(start, end, text)
    // One line up from the very bottom: a TV's overscan can crop the edge.
    cue.line = -2
    track.addCue(cue)
  }
  track.mode = 'showing'
}

/**
 * The subtitle at `url` (WebVTT on the title's clock) shown on the element, its cues moved by
 * `-offset` to the clock of a processed stream started `offset` seconds in, and moved again when a
 * new stream starts elsewhere. Null: no subtitle.
 */
export function useSubtitleCues(
  videoRef: RefObject<HTMLVideoElement | null>,
  url: string | null,
  offset: number,
) {
  const [loaded, setLoaded] = useState<{ url: string; cues: SubtitleCue[] } | null>(null)

  useEffect(() => {
    if (!url) return
    let current = true
    const controller = new AbortController()
    const timer = setTimeout(() => controller.abort(), SUBTITLE_TIMEOUT_MS)
    loadCues(url, controller.signal)
      .then(
        (cues) => current && setLoaded({ url, cues }),
        () => current && notify({ title: t('media.noSubtitle'), variant: 'error' }),
      )
      .finally(() => clearTimeout(timer))
    return () => {
      current = false
      clearTimeout(timer)
      controller.abort()
    }
  }, [url])

  const cues = url && loaded?.url === url ? loaded.cues : null
  useEffect(() => {
    const video = videoRef.current
    // No track is added to an element until it has something to show.
    const track = video ? (cues ? ownTrack(video) : (owned.get(video) ?? null)) : null
    if (track) showCues(track, cues ? shiftCues(cues, offset) : null)
  }, [videoRef, cues, offset])
}
