// Apart from auth.schema.ts: /login reads it on its first screen, which must not load zod.

/**
 * Where the sign-up confirmation link lands: the site root (spec §2), marked so the app can say the
 * e-mail is confirmed. better-auth appends `error=…` to it when the link is invalid or expired.
 */
export const CONFIRMATION_LANDING = { param: 'confirmacao', value: 'email' } as const
export const confirmationLandingPath = () =>
  `/?${CONFIRMATION_LANDING.param}=${CONFIRMATION_LANDING.value}`
