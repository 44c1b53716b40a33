import { newPasswordSchema } from '@myflix/shared'
import { APIError } from 'better-auth/api'

/** better-auth's endpoints that set a password, and the body field that carries it. */
const PASSWORD_FIELDS: Record<string, string> = {
  '/sign-up/email': 'password',
  '/reset-password': 'newPassword',
  '/change-password': 'newPassword',
}

/**
 * The registration rules of spec §5 (upper and lower case, digit, special character, 8-100) for
 * whoever calls the API directly: better-auth itself only checks the length, and the forms' checks
 * run in the browser. Answers 400 with the first broken rule's Portuguese message.
 */
export function enforcePasswordPolicy(ctx: { path?: string; body?: unknown }): void {
  const field = ctx.path === undefined ? undefined : PASSWORD_FIELDS[ctx.path]
  if (!field) return
  const body = ctx.body as Record<string, unknown> | undefined
  const parsed = newPasswordSchema.safeParse(body?.[field])
  if (!parsed.success)
    throw new APIError('BAD_REQUEST', {
      code: 'PASSWORD_POLICY',
      message: parsed.error.issues[0]?.message ?? '',
    })
}
