export type PlayerAction =
  | 'togglePlay'
  | 'fullscreen'
  | 'mute'
  | 'seekBack'
  | 'seekForward'
  | 'volumeUp'
  | 'volumeDown'
  | 'previousChannel'
  | 'nextChannel'
  | 'restartProgramme'
  | 'channelList'
  | 'closeChannelList'
  | 'close'
  | 'play'
  | 'pause'
  | 'fromStart'
  | 'nextEpisode'
  | 'enterBar'
  | 'guideBack'
  | 'guideForward'
  | 'closeGuide'

export type KeyInput = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>

export const SEEK_STEP_S = 10
export const VOLUME_STEP = 0.1

export type KeyContext = {
  /** A channel, live or (with `catchup`) one of its programmes. */
  live: boolean
  hasChannels: boolean
  /** Live on a channel with archive: ⏪ goes back into the programme on now (issue 19). */
  canRestart?: boolean
  /** A programme of the channel's archive: ←/→ seek in it, ↑/↓ still zap. */
  catchup?: boolean
  /** The channel list is open: it moves its own focus with ↑/↓, and Escape closes it. */
  listOpen?: boolean
  /** The bar is on screen and focus is on the video: ↓ goes into the bar (issue 21). */
  barShown?: boolean
  /** Live: the guide strip is being walked with ←/→; Escape closes it first. */
  guideOpen?: boolean
}

/**
 * The player's keys. ↑/↓ change the channel on live with a channel list (as TV remotes zap) and the
 * volume everywhere else, where ↓ goes into a bar that is on screen; ←/→ seek where there is something
 * to seek, and walk the guide strip on a channel on air; L opens and closes the channel list ('c' is
 * left for captions, as players use it). Modified keys belong to the browser.
 */
export function keyToAction(input: KeyInput, context: KeyContext): PlayerAction | null {
  const { live, hasChannels, listOpen = false, catchup = false } = context
  if (input.ctrlKey || input.metaKey || input.altKey) return null
  const zapping = live && hasChannels
  const seeking = !live || catchup
  if (listOpen) {
    if (input.key === 'Escape') return 'closeChannelList'
    if (input.key.startsWith('Arrow')) return null
  }
  if (input.key === 'Escape' && context.guideOpen) return 'closeGuide'
  // A channel with a list keeps ↑/↓ for zapping, whatever is on screen.
  if (input.key === 'ArrowDown' && context.barShown && !zapping) return 'enterBar'
  switch (input.key) {
    case ' ':
    case 'k':
    case 'K':
      return 'togglePlay'
    case 'f':
    case 'F':
      return 'fullscreen'
    case 'm':
    case 'M':
      return 'mute'
    case 'Escape':
      return 'close'
    case 'ArrowLeft':
      return seeking ? 'seekBack' : 'guideBack'
    case 'ArrowRight':
      return seeking ? 'seekForward' : 'guideForward'
    case 'ArrowUp':
      return zapping ? 'previousChannel' : 'volumeUp'
    case 'ArrowDown':
      return zapping ? 'nextChannel' : 'volumeDown'
    case 'l':
    case 'L':
      return zapping ? (listOpen ? 'closeChannelList' : 'channelList') : null
    default:
      return null
  }
}

/** The channel ↑/↓ lead to, wrapping around the list; null when there is nowhere to go. */
export function neighbourChannel<T extends { id: string }>(
  channels: readonly T[],
  currentId: string,
  step: 1 | -1,
): T | null {
  if (channels.length < 2) return null
  const index = channels.findIndex((channel) => channel.id === currentId)
  if (index === -1) return channels[0] ?? null
  return channels[(index + step + channels.length) % channels.length] ?? null
}
