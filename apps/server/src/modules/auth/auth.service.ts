import { betterAuth } from 'better-auth'
import { createAuthMiddleware } from 'better-auth/api'
import { AUTH_BASE_PATH, confirmationLandingPath, LIMITS } from '@myflix/shared'
import { isHttps, type Config } from '../../config/env'
import type { Logger } from '../../lib/logger'
import type { Throttle } from '../../lib/throttle'
import type { AppDatabase } from '../../db/schema'
import type { Mailer } from '../mail/mail.service'
import { enforcePasswordPolicy } from './password-policy'
import { createSignInGuard } from './sign-in-guard'

/** Set by our own Hono mount from the socket (or the trusted proxy); any client value is dropped. */
export const CLIENT_IP_HEADER = 'x-myflix-client-ip'

const SESSION_DAYS = 30
const DAY_SECONDS = 24 * 60 * 60
const SESSION_CACHE_SECONDS = 5 * 60

export interface AuthDeps {
  config: Config
  db: AppDatabase
  mailer: Mailer
  logger: Logger
  secret: string
  /** The shared counters behind the per-account sign-in limit. */
  throttle: Throttle
}

export function createAuth({ config, db, mailer, logger, secret, throttle }: AuthDeps) {
  const limited = { window: config.authRateLimitWindowSeconds, max: config.authRateLimitMax }
  const signIn = createSignInGuard(throttle, CLIENT_IP_HEADER)
  return betterAuth({
    appName: 'myflix',
    database: { db, type: 'postgres' },
    secret,
    baseURL: config.publicUrl,
    basePath: AUTH_BASE_PATH,
    trustedOrigins: trustedOrigins(config),
    telemetry: { enabled: false },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        enforcePasswordPolicy(ctx)
        await signIn.before(ctx)
      }),
      after: createAuthMiddleware((ctx) => signIn.after(ctx)),
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: LIMITS.accountPasswordMin,
      maxPasswordLength: LIMITS.accountPasswordMax,
      revokeSessionsOnPasswordReset: true,
      // Fire and forget: awaiting would make "unknown e-mail" answer faster than a real one.
      sendResetPassword: async ({ user, token }) => {
        void mailer.send({ kind: 'reset', to: user.email, url: resetLink(config, token) })
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendVerificationEmail: async ({ user, url }) => {
        void mailer.send({ kind: 'confirm', to: user.email, url: confirmLink(url) })
      },
    },
    session: {
      expiresIn: SESSION_DAYS * DAY_SECONDS,
      updateAge: DAY_SECONDS,
      // Every catalogue page, poster and media segment checks the session; a signed cookie that
      // is trusted for 5 minutes saves a database query on each. Revoking a session elsewhere
      // (sign-out on another device, password reset) therefore takes effect within 5 minutes.
      cookieCache: { enabled: true, maxAge: SESSION_CACHE_SECONDS },
    },
    rateLimit: {
      // better-auth only enables it in production by default; we always want it.
      enabled: true,
      storage: 'database',
      customRules: {
        '/sign-in/email': limited,
        '/sign-up/email': limited,
        // better-auth 1.7 has no /forget-password any more; this is its only reset request.
        '/request-password-reset': limited,
        // Every page load and window focus reads the session, and the cookie cache makes most reads
        // free; counted under the default 100 per 10 s, a busy user got 429 and was sent to /login.
        '/get-session': false,
      },
    },
    advanced: {
      // better-auth skips its Origin and callbackURL checks when NODE_ENV is 'test'; said
      // explicitly, the tests run the checks production runs, and no variable turns them off.
      disableOriginCheck: false,
      useSecureCookies: isHttps(config),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    logger: {
      level: 'warn',
      log: (level, message, ...args) => logger[level]({ args }, `better-auth: ${message}`),
    },
  })
}

export type Auth = ReturnType<typeof createAuth>
export type AuthSession = NonNullable<Awaited<ReturnType<Auth['api']['getSession']>>>
export type SessionUser = AuthSession['user']
export type SessionRecord = AuthSession['session']

/**
 * The origins whose pages may change state (CSRF guard, better-auth) and receive auth redirects
 * (callbackURL, which carries a reset token): PUBLIC_URL's, and the Vite dev server's under
 * `npm run dev` only. An http PUBLIC_URL is no sign of development, and anything on this
 * machine's port 5173 would otherwise be trusted in production.
 */
export function trustedOrigins(config: Pick<Config, 'publicUrl' | 'devServer'>): string[] {
  const origins = new Set([config.publicUrl])
  const url = new URL(config.publicUrl)
  // localhost and 127.0.0.1 are the same machine; people open either.
  if (url.hostname === 'localhost') origins.add(config.publicUrl.replace('localhost', '127.0.0.1'))
  if (url.hostname === '127.0.0.1') origins.add(config.publicUrl.replace('127.0.0.1', 'localhost'))
  if (config.devServer) {
    origins.add('http://localhost:5173')
    origins.add('http://127.0.0.1:5173')
  }
  return [...origins]
}

/**
 * The confirmation link always lands on the site root (spec §2), whatever the client asked for,
 * marked so the app can tell the user the e-mail is confirmed.
 */
function confirmLink(url: string): string {
  const link = new URL(url)
  link.searchParams.set('callbackURL', confirmationLandingPath())
  return link.toString()
}

/** better-auth checks the token, then redirects to /reset-password?token=… (or ?error=INVALID_TOKEN). */
function resetLink(config: Config, token: string): string {
  const callback = encodeURIComponent('/reset-password')
  return `${config.publicUrl}${AUTH_BASE_PATH}/reset-password/${encodeURIComponent(token)}?callbackURL=${callback}`
}
