import { t } from '@myflix/shared'

export type ProviderErrorKind =
  | 'invalid-credentials'
  | 'expired'
  | 'disabled'
  | 'unreachable'
  | 'timeout'
  | 'http'
  | 'rate-limited'
  | 'invalid-answer'
  | 'too-large'
  | 'blocked-address'

/** Finer detail for 'invalid-answer', for logs and for callers that treat "not a list" softly. */
export type InvalidAnswerReason = 'empty' | 'html' | 'malformed-json' | 'not-a-list' | 'wrong-shape'

type Details = {
  status?: number
  reason?: InvalidAnswerReason
  code?: string
  retryAfterMs?: number
}

/**
 * Every provider failure. The message names the kind, HTTP status and error code only: never a
 * URL, user name or password, so it is safe to log. No `cause` is attached for the same reason
 * (undici and DNS errors can quote the requested address).
 */
export class ProviderError extends Error {
  override readonly name = 'ProviderError'
  readonly kind: ProviderErrorKind
  readonly status: number | undefined
  readonly reason: InvalidAnswerReason | undefined
  readonly code: string | undefined
  /** From a 429/503 Retry-After header, when the provider sent one. */
  readonly retryAfterMs: number | undefined

  constructor(kind: ProviderErrorKind, details: Details = {}) {
    super(
      ['provider', kind, details.status, details.reason, details.code].filter(Boolean).join(' '),
    )
    this.kind = kind
    this.status = details.status
    this.reason = details.reason
    this.code = details.code
    this.retryAfterMs = details.retryAfterMs
  }

  /** The pt-BR text for the user (spec §8 Cloud where it has one). */
  toUserMessage(): string {
    switch (this.kind) {
      case 'invalid-credentials':
        return t('provider.errors.invalidCredentials')
      case 'unreachable':
        return t('provider.errors.connection')
      case 'http':
        return t('provider.errors.apiFailed', { status: this.status ?? 0 })
      case 'timeout':
        return t('provider.errors.timeout')
      case 'rate-limited':
        return t('provider.errors.rateLimited')
      case 'expired':
        return t('provider.errors.expired')
      case 'disabled':
        return t('provider.errors.disabled')
      case 'invalid-answer':
        return t('provider.errors.invalidAnswer')
      case 'too-large':
        return t('provider.errors.tooLarge')
      case 'blocked-address':
        return t('provider.errors.blockedAddress')
    }
  }
}

export function isProviderError(value: unknown): value is ProviderError {
  return value instanceof ProviderError
}
