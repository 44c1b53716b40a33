import { useEffect, type RefObject } from 'react'
import { keyToAction, SEEK_STEP_S, VOLUME_STEP, type PlayerAction } from '../lib/keyboard'

type KeyOptions = {
  live: boolean
  hasChannels: boolean
  onClose: () => void
  onChannel: (step: 1 | -1) => void
}

function isTyping(target: EventTarget | null, key: string) {
  if (!(target instanceof HTMLElement)) return false
  if (target.closest('input, textarea, select, [contenteditable="true"]')) return key !== 'Escape'
  // Space and Enter on a focused button press that button.
  return key === ' ' && target.closest('button') !== null
}

export function toggleFullscreen(element: HTMLElement | null) {
  if (document.fullscreenElement) void document.exitFullscreen().catch(() => {})
  else void element?.requestFullscreen?.().catch(() => {})
}

/** The player's keyboard (lib/keyboard.ts) on the whole page while the overlay is open. */
export function usePlayerKeys(
  videoRef: RefObject<HTMLVideoElement | null>,
  containerRef: RefObject<HTMLElement | null>,
  { live, hasChannels, onClose, onChannel }: KeyOptions,
) {
  useEffect(() => {
    const run = (action: PlayerAction, video: HTMLVideoElement) => {
      switch (action) {
        case 'togglePlay':
          if (video.paused) void video.play().catch(() => {})
          else video.pause()
          return
        case 'fullscreen':
          return toggleFullscreen(containerRef.current)
        case 'mute':
          video.muted = !video.muted
          return
        case 'seekBack':
          video.currentTime = Math.max(0, video.currentTime - SEEK_STEP_S)
          return
        case 'seekForward':
          video.currentTime = Math.min(video.duration || Infinity, video.currentTime + SEEK_STEP_S)
          return
        case 'volumeUp':
          video.volume = Math.min(1, video.volume + VOLUME_STEP)
          video.muted = false
          return
        case 'volumeDown':
          video.volume = Math.max(0, video.volume - VOLUME_STEP)
          return
        case 'previousChannel':
          return onChannel(-1)
        case 'nextChannel':
          return onChannel(1)
        case 'close':
          // The first Escape leaves fullscreen (the browser does that); a second closes the player.
          if (!document.fullscreenElement) onClose()
      }
    }
    const onKeyDown = (event: KeyboardEvent) => {
      const video = videoRef.current
      if (!video || event.defaultPrevented || isTyping(event.target, event.key)) return
      const action = keyToAction(event, { live, hasChannels })
      if (!action) return
      // Otherwise the native controls act on the same key (a second play/pause, a second seek).
      event.preventDefault()
      event.stopPropagation()
      run(action, video)
    }
    window.addEventListener('keydown', onKeyDown, true)
    return () => window.removeEventListener('keydown', onKeyDown, true)
  }, [videoRef, containerRef, live, hasChannels, onClose, onChannel])
}
