import { remoteAction, type Digit, type RemoteAction } from '@/lib/remote-keys'
import type { KeyContext, PlayerAction } from './keyboard'

export type RemoteContext = KeyContext & {
  /** A series with an episode after this one. */
  hasNext: boolean
}

/**
 * A remote's or a media keyboard's key in the player (issue 21). Back closes what is open over the
 * video, then the player; Stop closes it too (the TV convention: it ends the watching). ⏪/⏩ seek
 * where there is something to seek (⏪ restarts the programme on now on a channel with archive);
 * ⏮/⏭ and CH−/CH+ change the channel on live, and ⏭ plays the next episode, ⏮ the title from its
 * start. Digits type a channel number. '/' (search) is nothing in the player.
 */
export function remoteToAction(
  action: RemoteAction,
  context: RemoteContext,
): PlayerAction | { digit: Digit } | null {
  const zapping = context.live && context.hasChannels
  const seeking = !context.live || context.catchup === true
  if (typeof action === 'object') return zapping ? action : null
  switch (action) {
    case 'back':
      if (context.listOpen) return 'closeChannelList'
      return context.guideOpen ? 'closeGuide' : 'close'
    case 'stop':
      return 'close'
    case 'playPause':
      return 'togglePlay'
    case 'play':
    case 'pause':
      return action
    case 'rewind':
      if (seeking) return 'seekBack'
      return context.canRestart ? 'restartProgramme' : null
    case 'fastForward':
      return seeking ? 'seekForward' : null
    case 'next':
      if (zapping) return 'nextChannel'
      return context.hasNext ? 'nextEpisode' : null
    case 'previous':
      if (zapping) return 'previousChannel'
      return seeking ? 'fromStart' : null
    case 'channelUp':
      return zapping ? 'nextChannel' : null
    case 'channelDown':
      return zapping ? 'previousChannel' : null
    default:
      return null
  }
}

/**
 * A key that zaps on a channel with a list (↑/↓, CH±, ⏮/⏭, a digit) with focus on the video: the
 * channel banner shows the new channel, so the bar stays as it was.
 */
export function isZapKey(event: KeyboardEvent, onVideo: boolean): boolean {
  if (!onVideo || event.ctrlKey || event.metaKey || event.altKey) return false
  if (event.key === 'ArrowUp' || event.key === 'ArrowDown') return true
  const remote = remoteAction(event)
  if (remote === null) return false
  return typeof remote === 'object' || ZAP_ACTIONS.has(remote)
}

const ZAP_ACTIONS = new Set<RemoteAction>(['channelUp', 'channelDown', 'next', 'previous'])
