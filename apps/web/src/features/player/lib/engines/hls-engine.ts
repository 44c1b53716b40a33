import Hls from 'hls.js'
import { attachNative } from './native-engine'
import type { EngineHandle, EngineOptions } from './engine-types'
import { hlsTracks } from './hls-tracks'
import { createTrackControl } from './track-control'

const CODEC_ERRORS = new Set<string>([
  Hls.ErrorDetails.MANIFEST_INCOMPATIBLE_CODECS_ERROR,
  Hls.ErrorDetails.BUFFER_INCOMPATIBLE_CODECS_ERROR,
  Hls.ErrorDetails.BUFFER_ADD_CODEC_ERROR,
])

const MAX_NETWORK_RECOVERIES = 2

// After these hls.js's track lists or the track playing may differ.
const TRACK_EVENTS = [
  Hls.Events.MANIFEST_PARSED,
  Hls.Events.AUDIO_TRACKS_UPDATED,
  Hls.Events.AUDIO_TRACK_SWITCHED,
  Hls.Events.SUBTITLE_TRACKS_UPDATED,
  Hls.Events.SUBTITLE_TRACKS_CLEARED,
  Hls.Events.SUBTITLE_TRACK_SWITCH,
] as const

/** HLS through hls.js (loaded on demand with this module); the native element if MSE is missing. */
export function attachHls(
  video: HTMLVideoElement,
  url: string,
  options: EngineOptions,
): EngineHandle {
  if (!Hls.isSupported()) return attachNative(video, url, options)
  const hls = new Hls({
    lowLatencyMode: false,
    backBufferLength: 30,
    // -1: hls.js's own choice (the live edge of a live playlist, else the start).
    startPosition: options.startPosition ?? -1,
  })
  let mediaRecoveries = 0
  let networkRecoveries = 0
  hls.on(Hls.Events.ERROR, (_event, data) => {
    if (CODEC_ERRORS.has(data.details)) return options.onFailure('codec')
    if (!data.fatal) return
    // hls.js's own advice before giving up: recoverMediaError for media errors, startLoad for a
    // playlist that slid under a slow segment (short live windows do that).
    if (data.type === Hls.ErrorTypes.MEDIA_ERROR && mediaRecoveries < 1) {
      mediaRecoveries += 1
      hls.recoverMediaError()
      return
    }
    if (data.type === Hls.ErrorTypes.NETWORK_ERROR && networkRecoveries < MAX_NETWORK_RECOVERIES) {
      networkRecoveries += 1
      hls.startLoad()
      return
    }
    options.onFailure(data.type === Hls.ErrorTypes.MEDIA_ERROR ? 'codec' : 'network')
  })
  const tracks = createTrackControl({
    read: () => hlsTracks(hls),
    selectAudio: (position) => {
      hls.audioTrack = position
    },
    selectSubtitle: (position) => {
      hls.subtitleTrack = position
    },
  })
  for (const event of TRACK_EVENTS) hls.on(event, tracks.changed)
  hls.loadSource(url)
  hls.attachMedia(video)
  return {
    tracks,
    destroy() {
      hls.destroy()
      video.removeAttribute('src')
      video.load()
    },
  }
}
