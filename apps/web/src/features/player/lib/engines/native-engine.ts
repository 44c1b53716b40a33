import type { EngineHandle, EngineOptions } from './engine-types'

/** The plain <video src>: progressive mp4/webm/mkv, and HLS on browsers without MSE. */
export function attachNative(
  video: HTMLVideoElement,
  url: string,
  { onFailure, startPosition }: EngineOptions,
): EngineHandle {
  const onMetadata = () => {
    if (startPosition !== undefined) video.currentTime = startPosition
  }
  const onError = () => {
    const code = video.error?.code
    if (code === MediaError.MEDIA_ERR_DECODE) onFailure('codec')
    else if (code === MediaError.MEDIA_ERR_SRC_NOT_SUPPORTED) onFailure('format')
    else onFailure('network')
  }
  video.addEventListener('error', onError)
  video.addEventListener('loadedmetadata', onMetadata, { once: true })
  video.src = url
  return {
    destroy() {
      video.removeEventListener('error', onError)
      video.removeEventListener('loadedmetadata', onMetadata)
      video.removeAttribute('src')
      video.load()
    },
  }
}
