import { t, trackLabels } from '@myflix/shared'
import type { EngineTrack, EngineTracks } from './engine-types'

/** What of an hls.js rendition (MediaPlaylist) the menus need. */
export interface HlsRendition {
  name: string
  lang?: string
}

/** hls.js's track lists and choices (`Hls` has these four). */
export interface HlsTrackState {
  audioTracks: readonly HlsRendition[]
  audioTrack: number
  subtitleTracks: readonly HlsRendition[]
  subtitleTrack: number
}

const trackWord = (n: number) => t('player.tracks.track', { n })

function renditions(list: readonly HlsRendition[]): EngineTrack[] {
  const languages = list.map((rendition) => rendition.lang?.trim() || null)
  const labels = trackLabels(
    list.map((rendition, i) => ({ language: languages[i]!, title: rendition.name.trim() || null })),
    trackWord,
  )
  return labels.map((label, i) => ({ label, language: languages[i]! }))
}

/** hls.js's renditions as the menus list them, by position (what `hls.audioTrack = i` takes). */
export function hlsTracks(hls: HlsTrackState): EngineTracks {
  return {
    audio: renditions(hls.audioTracks),
    audioTrack: hls.audioTrack,
    subtitles: renditions(hls.subtitleTracks),
    subtitleTrack: hls.subtitleTrack,
  }
}
