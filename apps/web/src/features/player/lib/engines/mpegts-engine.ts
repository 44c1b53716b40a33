import mpegts from 'mpegts.js'
import type { EngineHandle, EngineOptions } from './engine-types'

// Live MPEG-TS: no latency chasing (it skips ahead and stutters on weak links), a small stash so the
// first frame comes quickly.
const CONFIG = {
  enableWorker: false,
  enableStashBuffer: true,
  stashInitialSize: 128 * 1024,
  liveBufferLatencyChasing: false,
  lazyLoad: false,
  autoCleanupSourceBuffer: true,
}

/** Raw MPEG-TS (the Xtream live default) through mpegts.js, loaded on demand with this module. */
export function attachMpegts(
  video: HTMLVideoElement,
  url: string,
  options: EngineOptions,
): EngineHandle {
  mpegts.LoggingControl.enableAll = false
  const player = mpegts.createPlayer({ type: 'mpegts', isLive: options.live, url }, CONFIG)
  player.on(mpegts.Events.ERROR, (type: string, detail: string) => {
    const codec =
      type === mpegts.ErrorTypes.MEDIA_ERROR &&
      (detail === mpegts.ErrorDetails.MEDIA_CODEC_UNSUPPORTED ||
        detail === mpegts.ErrorDetails.MEDIA_FORMAT_UNSUPPORTED)
    options.onFailure(codec ? 'codec' : 'network')
  })
  player.attachMediaElement(video)
  player.load()
  const stopWaiting = startAt(video, options.startPosition)
  return {
    destroy() {
      stopWaiting()
      player.pause()
      player.unload()
      player.detachMediaElement()
      player.destroy()
    },
  }
}

/**
 * MPEG-TS has no index to seek by: the start position is sought once the data for it has arrived
 * (a catch-up stream begins on the minute, so at most a minute before it). Returns the cancel.
 */
function startAt(video: HTMLVideoElement, seconds: number | undefined): () => void {
  if (!seconds) return () => {}
  const check = () => {
    const { buffered } = video
    for (let i = 0; i < buffered.length; i += 1) {
      if (buffered.start(i) <= seconds && seconds <= buffered.end(i)) {
        stop()
        video.currentTime = seconds
        return
      }
    }
  }
  const stop = () => {
    video.removeEventListener('progress', check)
    video.removeEventListener('timeupdate', check)
  }
  video.addEventListener('progress', check)
  video.addEventListener('timeupdate', check)
  return stop
}
