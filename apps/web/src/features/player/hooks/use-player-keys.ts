import { useEffect, useRef, type RefObject } from 'react'
import { remoteAction, type Digit } from '@/lib/remote-keys'
import { tabbables } from '../lib/focus-scope'
import { barKeyTarget, BAR_ATTRIBUTE, inBar, onVideo } from '../lib/bar-keys'
import { keyToAction, SEEK_STEP_S, type KeyContext, type PlayerAction } from '../lib/keyboard'
import {
  seekBack,
  seekForward,
  seekTo,
  toggleFullscreen,
  toggleMute,
  togglePlay,
  volumeDown,
  volumeUp,
} from '../lib/media-actions'
import { remoteToAction } from '../lib/remote-player-keys'

type KeyOptions = KeyContext & {
  /** Seeks by these seconds in place of the element's own time (a catch-up programme's timeline). */
  onSeek?: (seconds: number) => void
  /** Seeks to this second of the title's time. */
  onSeekTo?: (seconds: number) => void
  /** ⏪ on a live channel with archive: the programme on now from its beginning. */
  onRestart?: () => void
  onClose: () => void
  onChannel: (step: 1 | -1) => void
  /** Opens (true) or closes (false) the channel list. */
  onChannelList: (open: boolean) => void
  /** ⏭ on a series. */
  onNextEpisode?: () => void
  /** Live: ←/→ walk the guide strip (1 later, -1 earlier), null closes it. */
  onGuide?: (step: 1 | -1 | null) => void
  /** OK with focus on the video: live's channel list, a typed number, a programme of the strip. */
  onOk?: () => boolean
  /** A digit of a channel number. */
  onDigit?: (digit: Digit) => void
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

/**
 * The player's keyboard and remote (lib/keyboard.ts, lib/remote-player-keys.ts, lib/bar-keys.ts) on
 * the whole page while the overlay is open, in the capture phase: what it handles is prevented, so
 * the app's spatial navigation leaves it alone. `barShown`: whether the bar is on screen (read as
 * the key comes, before the key itself shows it).
 */
export function usePlayerKeys(
  videoRef: RefObject<HTMLVideoElement | null>,
  containerRef: RefObject<HTMLElement | null>,
  options: KeyOptions,
) {
  const latest = useRef(options)
  useEffect(() => {
    latest.current = options
  })
  useEffect(() => {
    const run = (action: PlayerAction, video: HTMLVideoElement) => {
      const { onSeek, onChannel, onChannelList, onGuide } = latest.current
      switch (action) {
        case 'togglePlay':
          return togglePlay(video)
        case 'play':
          return void video.play().catch(() => {})
        case 'pause':
          return video.pause()
        case 'fullscreen':
          return toggleFullscreen(containerRef.current)
        case 'mute':
          return toggleMute(video)
        case 'seekBack':
          return onSeek ? onSeek(-SEEK_STEP_S) : seekBack(video)
        case 'seekForward':
          return onSeek ? onSeek(SEEK_STEP_S) : seekForward(video)
        case 'fromStart':
          return latest.current.onSeekTo ? latest.current.onSeekTo(0) : seekTo(video, 0)
        case 'restartProgramme':
          return latest.current.onRestart?.()
        case 'nextEpisode':
          return latest.current.onNextEpisode?.()
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
        case 'guideBack':
          return onGuide?.(-1)
        case 'guideForward':
          return onGuide?.(1)
        case 'closeGuide':
          return onGuide?.(null)
        case 'enterBar':
          return focusBar(containerRef.current)
        case 'close':
          // The first Escape leaves fullscreen (the browser does that); a second closes the player.
          if (!document.fullscreenElement) latest.current.onClose()
      }
    }
    const handled = (event: KeyboardEvent) => {
      event.preventDefault()
      event.stopPropagation()
    }
    const onKeyDown = (event: KeyboardEvent) => {
      const video = videoRef.current
      const container = containerRef.current
      if (!video || !container || event.defaultPrevented) return
      const options = latest.current
      const target = event.target
      const focusOnVideo = onVideo(target, container)
      const menu = target instanceof Element && target.closest('[role="menu"]') !== null
      if (
        inBar(target) &&
        target instanceof HTMLElement &&
        !menu &&
        !event.altKey &&
        !event.ctrlKey
      ) {
        const bar = target.closest<HTMLElement>(`[${BAR_ATTRIBUTE}]`)!
        const to = barKeyTarget(event.key, tabbables(bar), target)
        if (to) {
          handled(event)
          return to === 'video' ? container.focus() : to.focus()
        }
      }
      if (isTyping(target, event.key)) return
      if (focusOnVideo && event.key === 'Enter' && !event.repeat) {
        handled(event)
        if (!options.onOk?.()) focusBar(container)
        return
      }
      const context = { ...options, barShown: focusOnVideo && options.barShown === true }
      const action = keyToAction(event, context)
      if (action) {
        // A focused control would act on the same key too (a second play/pause, a second seek).
        handled(event)
        return run(action, video)
      }
      const remote = remoteAction(event)
      const mapped =
        remote && remoteToAction(remote, { ...context, hasNext: !!options.onNextEpisode })
      if (!mapped) return
      handled(event)
      if (typeof mapped === 'object') options.onDigit?.(mapped.digit)
      else run(mapped, video)
    }
    window.addEventListener('keydown', onKeyDown, true)
    return () => window.removeEventListener('keydown', onKeyDown, true)
  }, [videoRef, containerRef])
}

/** Into the bar: its first control (the seek bar where there is one). */
function focusBar(container: HTMLElement | null) {
  const bar = container?.querySelector<HTMLElement>(`[${BAR_ATTRIBUTE}]`)
  if (bar) tabbables(bar)[0]?.focus()
}
