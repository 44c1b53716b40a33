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
  return {
    destroy() {
      player.pause()
      player.unload()
      player.detachMediaElement()
      player.destroy()
    },
  }
}
