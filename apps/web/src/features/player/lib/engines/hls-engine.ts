import Hls from 'hls.js/light'
import { attachNative } from './native-engine'
import type { EngineHandle, EngineOptions } from './engine-types'

const CODEC_ERRORS = new Set<string>([
  Hls.ErrorDetails.MANIFEST_INCOMPATIBLE_CODECS_ERROR,
  Hls.ErrorDetails.BUFFER_INCOMPATIBLE_CODECS_ERROR,
  Hls.ErrorDetails.BUFFER_ADD_CODEC_ERROR,
])

const MAX_NETWORK_RECOVERIES = 2

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
  hls.loadSource(url)
  hls.attachMedia(video)
  return {
    destroy() {
      hls.destroy()
      video.removeAttribute('src')
      video.load()
    },
  }
}
