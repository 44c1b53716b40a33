import { t } from '@myflix/shared'
import { APIError, isAPIError } from 'better-auth/api'
import type { Throttle, ThrottleHit } from '../../lib/throttle'

/**
 * Wrong passwords per account, on top of better-auth's per-address rate limit (which a guesser
 * with many addresses spreads thin). Failures count per account and address, and per account:
 *
 * - 5 failures from one address in 15 minutes lock that address out of that account;
 * - 10 failures from anywhere in 15 minutes lock the account for every address it has not signed
 *   in from in the last 30 days.
 *
 * So a guesser is held to 10 tries per 15 minutes however many addresses they use, while the
 * owner, on an address the account already knows, still signs in: a stranger cannot lock them out.
 * A locked attempt is refused before its password is checked, right or wrong.
 */
export const SIGN_IN_LIMITS = {
  windowMs: 15 * 60_000,
  perAddress: 5,
  perAccount: 10,
  knownAddressMs: 30 * 24 * 60 * 60_000,
} as const

const SIGN_IN_PATH = '/sign-in/email'

interface Attempt {
  keys: { address: string; account: string; known: string }
  address: ThrottleHit
  account: ThrottleHit
}

/** What a better-auth hook sees of the request (the middleware context, narrowed). */
export interface HookContext {
  path?: string
  body?: unknown
  request?: Request
  headers?: Headers
  context: { returned?: unknown }
}

export function createSignInGuard(throttle: Throttle, clientIpHeader: string) {
  // An attempt is counted before its password is checked (so parallel guesses cannot all slip
  // under the limit) and taken back afterwards unless the password was wrong.
  const pending = new WeakMap<Request, Attempt>()

  const undo = ({ keys, address, account }: Attempt) =>
    Promise.all([
      throttle.undo(keys.address, address.resetAt),
      throttle.undo(keys.account, account.resetAt),
    ])

  function keysOf(ctx: HookContext): Attempt['keys'] | null {
    if (ctx.path !== SIGN_IN_PATH || !ctx.request) return null
    const email = (ctx.body as { email?: unknown } | undefined)?.email
    if (typeof email !== 'string') return null
    // better-auth looks the account up by the lower-cased address.
    const account = `sign-in\n${email.toLowerCase()}`
    const ip = (ctx.headers ?? ctx.request.headers).get(clientIpHeader) ?? ''
    return {
      account,
      address: `${account}\n${ip}`,
      known: `signed-in\n${email.toLowerCase()}\n${ip}`,
    }
  }

  return {
    async before(ctx: HookContext): Promise<void> {
      const keys = keysOf(ctx)
      if (!keys || !ctx.request) return
      const [address, account] = await Promise.all([
        throttle.hit(keys.address, SIGN_IN_LIMITS.windowMs),
        throttle.hit(keys.account, SIGN_IN_LIMITS.windowMs),
      ])
      const attempt = { keys, address, account }
      const locked =
        address.count > SIGN_IN_LIMITS.perAddress ||
        (account.count > SIGN_IN_LIMITS.perAccount &&
          (await throttle.counts([keys.known]))[0] === 0)
      if (!locked) {
        pending.set(ctx.request, attempt)
        return
      }
      await undo(attempt)
      const until = address.count > SIGN_IN_LIMITS.perAddress ? address.resetAt : account.resetAt
      const seconds = Math.max(1, Math.ceil((until.getTime() - Date.now()) / 1000))
      throw new APIError(
        'TOO_MANY_REQUESTS',
        { code: 'TOO_MANY_ATTEMPTS', message: t('common.tooManyRequests') },
        { 'retry-after': String(seconds) },
      )
    },

    async after(ctx: HookContext): Promise<void> {
      const attempt = ctx.request && pending.get(ctx.request)
      if (!attempt || !ctx.request) return
      pending.delete(ctx.request)
      const returned = ctx.context.returned
      if (isAPIError(returned) && returned.body?.code === 'INVALID_EMAIL_OR_PASSWORD') return
      await undo(attempt)
      if (isAPIError(returned)) return
      await Promise.all([
        throttle.forget(attempt.keys.address),
        throttle.mark(attempt.keys.known, SIGN_IN_LIMITS.knownAddressMs),
      ])
    },
  }
}
