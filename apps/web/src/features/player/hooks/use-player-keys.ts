import { useEffect, type RefObject } from 'react'
import { keyToAction, SEEK_STEP_S, type KeyContext, type PlayerAction } from '../lib/keyboard'
import {
  seekBack,
  seekForward,
  toggleFullscreen,
  toggleMute,
  togglePlay,
  volumeDown,
  volumeUp,
} from '../lib/media-actions'

type KeyOptions = KeyContext & {
  /** Seeks by these seconds in place of the element's own time (a catch-up programme's timeline). */
  onSeek?: (seconds: number) => void
  /** ← on a live channel with archive: the programme on now from its beginning. */
  onRestart?: () => void
  onClose: () => void
  onChannel: (step: 1 | -1) => void
  /** Opens (true) or closes (false) the channel list. */
  onChannelList: (open: boolean) => void
}

/** Keys a slider moves itself with (the seek bar's arrows seek, the volume's set the volume). */
const SLIDER_KEYS = new Set([
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
  'PageUp',
  'PageDown',
])

function isTyping(target: EventTarget | null, key: string) {
  if (!(target instanceof HTMLElement)) return false
  // An open track menu moves, chooses, searches by letter and closes with its own keys.
  if (target.closest('[role="menu"]')) return true
  // Our sliders keep their own arrows; space, k, m, f and Escape still work on them.
  if (target.closest('input[type="range"]')) return SLIDER_KEYS.has(key)
  if (target.closest('input, textarea, select, [contenteditable="true"]')) return key !== 'Escape'
  // Space and Enter on a focused button press that button.
  return key === ' ' && target.closest('button') !== null
}

/** The player's keyboard (lib/keyboard.ts) on the whole page while the overlay is open. */
export function usePlayerKeys(
  videoRef: RefObject<HTMLVideoElement | null>,
  containerRef: RefObject<HTMLElement | null>,
  options: KeyOptions,
) {
  const { live, hasChannels, listOpen, canRestart, catchup } = options
  const { onSeek, onRestart, onClose, onChannel, onChannelList } = options
  useEffect(() => {
    const run = (action: PlayerAction, video: HTMLVideoElement) => {
      switch (action) {
        case 'togglePlay':
          return togglePlay(video)
        case 'fullscreen':
          return toggleFullscreen(containerRef.current)
        case 'mute':
          return toggleMute(video)
        case 'seekBack':
          return onSeek ? onSeek(-SEEK_STEP_S) : seekBack(video)
        case 'seekForward':
          return onSeek ? onSeek(SEEK_STEP_S) : seekForward(video)
        case 'restartProgramme':
          return onRestart?.()
        case 'volumeUp':
          return volumeUp(video)
        case 'volumeDown':
          return volumeDown(video)
        case 'previousChannel':
          return onChannel(-1)
        case 'nextChannel':
          return onChannel(1)
        case 'channelList':
          return onChannelList(true)
        case 'closeChannelList':
          return onChannelList(false)
        case 'close':
          // The first Escape leaves fullscreen (the browser does that); a second closes the player.
          if (!document.fullscreenElement) onClose()
      }
    }
    const onKeyDown = (event: KeyboardEvent) => {
      const video = videoRef.current
      if (!video || event.defaultPrevented || isTyping(event.target, event.key)) return
      const action = keyToAction(event, { live, hasChannels, listOpen, canRestart, catchup })
      if (!action) return
      // A focused control would act on the same key too (a second play/pause, a second seek).
      event.preventDefault()
      event.stopPropagation()
      run(action, video)
    }
    window.addEventListener('keydown', onKeyDown, true)
    return () => window.removeEventListener('keydown', onKeyDown, true)
  }, [
    videoRef,
    containerRef,
    live,
    hasChannels,
    listOpen,
    canRestart,
    catchup,
    onSeek,
    onRestart,
    onClose,
    onChannel,
    onChannelList,
  ])
}
