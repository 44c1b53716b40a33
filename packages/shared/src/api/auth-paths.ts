/**
 * Where the server mounts better-auth, and the calls the web makes to it. better-auth's routes are
 * not in the route table: the web calls them with its own small client (lib/auth-client), which must
 * not load the table's schemas either.
 */
export const AUTH_BASE_PATH = '/api/auth'

export const AUTH_PATHS = {
  session: `${AUTH_BASE_PATH}/get-session`,
  signIn: `${AUTH_BASE_PATH}/sign-in/email`,
  signUp: `${AUTH_BASE_PATH}/sign-up/email`,
  signOut: `${AUTH_BASE_PATH}/sign-out`,
  requestPasswordReset: `${AUTH_BASE_PATH}/request-password-reset`,
  resetPassword: `${AUTH_BASE_PATH}/reset-password`,
} as const
