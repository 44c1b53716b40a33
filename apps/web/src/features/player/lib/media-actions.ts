import { SEEK_STEP_S, VOLUME_STEP } from './keyboard'

// What the keys, our controls and the OS media keys do to the element: one place, so a button and
// its key never disagree.

export function togglePlay(video: HTMLVideoElement) {
  if (video.paused) void video.play().catch(() => {})
  else video.pause()
}

/** Moves by `seconds`, kept within the media (an unknown length leaves the end open). */
export function seekBy(video: HTMLVideoElement, seconds: number) {
  seekTo(video, video.currentTime + seconds)
}

export function seekTo(video: HTMLVideoElement, seconds: number) {
  const end = Number.isFinite(video.duration) ? video.duration : Infinity
  video.currentTime = Math.min(end, Math.max(0, seconds))
}

export const seekBack = (video: HTMLVideoElement) => seekBy(video, -SEEK_STEP_S)
export const seekForward = (video: HTMLVideoElement) => seekBy(video, SEEK_STEP_S)

export function toggleMute(video: HTMLVideoElement) {
  video.muted = !video.muted
}

/** A volume change unmutes, as raising the volume is asking to hear it. */
export function setVolume(video: HTMLVideoElement, volume: number) {
  video.volume = Math.min(1, Math.max(0, volume))
  if (volume > 0) video.muted = false
}

export const volumeUp = (video: HTMLVideoElement) => setVolume(video, video.volume + VOLUME_STEP)
export function volumeDown(video: HTMLVideoElement) {
  video.volume = Math.max(0, video.volume - VOLUME_STEP)
}

export function toggleFullscreen(element: HTMLElement | null) {
  if (document.fullscreenElement) void document.exitFullscreen().catch(() => {})
  else void element?.requestFullscreen?.().catch(() => {})
}

export const pictureInPictureAvailable = (video: HTMLVideoElement | null) =>
  video !== null &&
  typeof document !== 'undefined' &&
  document.pictureInPictureEnabled === true &&
  !video.disablePictureInPicture

export function togglePictureInPicture(video: HTMLVideoElement) {
  if (document.pictureInPictureElement) void document.exitPictureInPicture().catch(() => {})
  else void video.requestPictureInPicture?.().catch(() => {})
}
