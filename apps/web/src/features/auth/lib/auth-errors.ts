import { t } from '@myflix/shared'
import type { AuthFailure } from '@/lib/auth/auth-answer'

// Spec §8 lists the old backend's English messages; better-auth answers with codes, so both are matched.
const matches = (failure: AuthFailure, codes: string[], pattern: RegExp) =>
  (failure.code !== undefined && codes.includes(failure.code)) ||
  pattern.test(failure.message ?? '')

const isRateLimited = (failure: AuthFailure) =>
  failure.status === 429 || matches(failure, ['TOO_MANY_REQUESTS'], /too many requests/i)

// No failure object means the call threw (network down, bad JSON); 5xx means the server broke.
const isUnexpected = (failure: AuthFailure | undefined): failure is undefined =>
  failure === undefined || failure.status === undefined || failure.status >= 500

export function loginErrorMessage(failure: AuthFailure | undefined): string {
  if (isUnexpected(failure)) return t('common.unexpectedError')
  if (isRateLimited(failure)) return t('common.tooManyRequests')
  if (
    matches(
      failure,
      ['INVALID_EMAIL_OR_PASSWORD'],
      /invalid (login credentials|email or password)/i,
    )
  )
    return t('auth.login.invalidCredentials')
  if (matches(failure, ['EMAIL_NOT_VERIFIED'], /email not (confirmed|verified)/i))
    return t('auth.login.emailNotConfirmed')
  return t('auth.login.defaultError')
}

export function registerErrorMessage(failure: AuthFailure | undefined): string {
  if (isUnexpected(failure)) return t('common.unexpectedError')
  if (isRateLimited(failure)) return t('common.tooManyRequests')
  if (
    matches(
      failure,
      ['USER_ALREADY_EXISTS', 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL'],
      /user already (registered|exists)/i,
    )
  )
    return t('auth.register.alreadyRegistered')
  if (matches(failure, ['PASSWORD_TOO_SHORT'], /password (should be at least|too short)/i))
    return t('auth.register.passwordTooShort')
  if (matches(failure, ['INVALID_EMAIL'], /invalid email/i)) return t('auth.register.invalidEmail')
  if (
    matches(failure, ['EMAIL_PASSWORD_SIGN_UP_DISABLED'], /signup requires|sign up is not enabled/i)
  )
    return t('auth.register.signupDisabled')
  return t('auth.register.defaultError')
}

export function resetRequestErrorMessage(failure: AuthFailure | undefined): string {
  if (isUnexpected(failure)) return t('common.unexpectedError')
  if (isRateLimited(failure)) return t('common.tooManyRequests')
  if (matches(failure, ['USER_NOT_FOUND'], /user not found/i)) return t('auth.reset.userNotFound')
  if (matches(failure, ['INVALID_EMAIL'], /invalid email/i)) return t('auth.reset.invalidEmail')
  return t('auth.reset.defaultError')
}

export function newPasswordErrorMessage(failure: AuthFailure | undefined): string {
  if (isUnexpected(failure)) return t('common.unexpectedError')
  if (isRateLimited(failure)) return t('common.tooManyRequests')
  if (matches(failure, ['INVALID_TOKEN', 'TOKEN_EXPIRED'], /invalid token|token expired/i))
    return t('auth.reset.invalidLink')
  if (matches(failure, ['PASSWORD_TOO_SHORT'], /password (should be at least|too short)/i))
    return t('auth.register.passwordTooShort')
  return t('auth.reset.newDefaultError')
}
