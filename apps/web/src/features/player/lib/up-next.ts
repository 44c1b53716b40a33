import { STILL_WATCHING_AFTER, upNextLeadSeconds } from '@myflix/shared'

/** Whether 'Próximo episódio' shows at this point: in the last `upNextLeadSeconds` of the episode. */
export function inUpNextWindow(position: number, duration: number): boolean {
  if (!Number.isFinite(duration) || duration <= 0) return false
  return position >= duration - upNextLeadSeconds(duration)
}

/** The card's countdown: whole seconds until the episode ends. */
export const secondsLeft = (position: number, duration: number) =>
  Math.max(0, Math.ceil(duration - position))

export type EndAction = 'autoplay' | 'stay'

/**
 * At the end: the next episode plays by itself unless the device turned that off or the user
 * dismissed the card ("let the credits run"); then the card and the ended state stay.
 */
export function endAction(input: { hasNext: boolean; autoplay: boolean; dismissed: boolean }) {
  return input.hasNext && input.autoplay && !input.dismissed ? 'autoplay' : 'stay'
}

/** After this many autoplayed episodes with no input, the player pauses and asks. */
export const asksStillWatching = (autoplayedInARow: number) =>
  autoplayedInARow >= STILL_WATCHING_AFTER
