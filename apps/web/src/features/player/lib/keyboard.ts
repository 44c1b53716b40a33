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
  | 'close'

export type KeyInput = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>

export const SEEK_STEP_S = 10
export const VOLUME_STEP = 0.1

/**
 * The player's keys. ↑/↓ change the channel on live with a channel list (as TV remotes zap) and the
 * volume everywhere else; ←/→ seek only where there is something to seek. Modified keys belong to
 * the browser.
 */
export function keyToAction(
  input: KeyInput,
  { live, hasChannels }: { live: boolean; hasChannels: boolean },
): PlayerAction | null {
  if (input.ctrlKey || input.metaKey || input.altKey) return null
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
      return live ? null : 'seekBack'
    case 'ArrowRight':
      return live ? null : 'seekForward'
    case 'ArrowUp':
      return live && hasChannels ? 'previousChannel' : 'volumeUp'
    case 'ArrowDown':
      return live && hasChannels ? 'nextChannel' : 'volumeDown'
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
