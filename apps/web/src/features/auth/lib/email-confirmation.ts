import { CONFIRMATION_LANDING } from '@myflix/shared'

/** How the sign-up confirmation link ended, as the site root it lands on tells. */
export type ConfirmationOutcome = 'confirmed' | 'failed'

/** null when the page was not opened by a confirmation link. */
export function confirmationOutcome(search: string): ConfirmationOutcome | null {
  const params = new URLSearchParams(search)
  if (params.get(CONFIRMATION_LANDING.param) !== CONFIRMATION_LANDING.value) return null
  // better-auth adds `error` (INVALID_TOKEN, TOKEN_EXPIRED…) to a link that did not check out.
  return params.has('error') ? 'failed' : 'confirmed'
}

/** The navigation state the splash hands to /login, which says how the confirmation went. */
export type LoginState = { confirmation?: ConfirmationOutcome }

export const confirmationFromState = (state: unknown): ConfirmationOutcome | null =>
  (state as LoginState | null)?.confirmation ?? null
