import { isRecord } from '@/lib/is-record'

/** The key of the router state that marks the player's own history entry. */
const MARKER = 'myflixPlayer'

/** Whether this history entry is the one the player pushed (its Back closes the player). */
export const isPlayerEntry = (state: unknown) => isRecord(state) && state[MARKER] === true

/** The page's own state (a details page's, if any), marked as the player's entry. */
export const withPlayerEntry = (state: unknown): Record<string, unknown> => ({
  ...(isRecord(state) ? state : {}),
  [MARKER]: true,
})
