import type { EngineKind } from '../engine-plan'
import type { EngineHandle, EngineOptions } from './engine-types'
import { attachNative } from './native-engine'

/** hls.js and mpegts.js come in their own chunks, fetched the first time a stream needs them. */
export async function attachEngine(
  kind: EngineKind,
  video: HTMLVideoElement,
  url: string,
  options: EngineOptions,
): Promise<EngineHandle> {
  if (kind === 'hls') return (await import('./hls-engine')).attachHls(video, url, options)
  if (kind === 'mpegts') return (await import('./mpegts-engine')).attachMpegts(video, url, options)
  return attachNative(video, url, options)
}
