import type { HttpAnswer } from './provider-http'
import { ProviderError } from './provider-error'
import { TEXT_MAX } from './text-limits'
import { toRecord, toText } from './xtream.schemas'

// What a panel's answer body is before any row is read: JSON or a typed refusal, and the login
// object some panels send in place of a list.

/** The first character trim() would keep, without copying a body of many megabytes. */
export function firstVisible(body: string): string | undefined {
  for (let at = 0; at < body.length; at += 1) {
    const char = body[at] as string
    if (char.trim() !== '') return char
  }
  return undefined
}

/** Body text → JSON, refusing what panels send instead of JSON (empty 200, HTML, cut-off bodies). */
export function parseBody(body: string): unknown {
  const first = firstVisible(body)
  if (first === undefined) throw new ProviderError('invalid-answer', { reason: 'empty' })
  if (first === '<') throw new ProviderError('invalid-answer', { reason: 'html' })
  try {
    // JSON.parse skips the surrounding whitespace itself.
    return JSON.parse(body) as unknown
  } catch {
    throw new ProviderError('invalid-answer', { reason: 'malformed-json' })
  }
}

/**
 * The account state a login object announces (research §7): auth 0 → bad credentials, status
 * Expired → expired, Banned/Disabled → disabled. XC2 sends this object in place of every list
 * once an account lapses, so list calls check it too.
 */
export function loginObjectFailure(value: unknown): ProviderError | null {
  const info = toRecord(value)
  const user = toRecord(info?.user_info)
  if (!info || !('user_info' in info)) return null
  if (!user) return new ProviderError('invalid-credentials')
  const auth = user.auth
  if (auth === 0 || auth === '0' || auth === false) return new ProviderError('invalid-credentials')
  const status = (toText(user.status, TEXT_MAX.name) ?? '').toLowerCase()
  if (status === 'expired') return new ProviderError('expired')
  if (status === 'banned' || status === 'disabled') return new ProviderError('disabled')
  return null
}

/** A list where a list belongs; anything else is a typed error the caller may soften (spec §5). */
export function expectList(value: unknown): unknown[] {
  if (Array.isArray(value)) return value
  throw loginObjectFailure(value) ?? new ProviderError('invalid-answer', { reason: 'not-a-list' })
}

/**
 * What a status and body mean, per panel family (research §7): XUI says "bad login" with a 404
 * nginx page, Cloudflare-fronted panels with 884, others with 401; XC2 with a 200 login object
 * (handled by the normalisers). An empty 200 to the account call is XC2's empty-credentials answer.
 */
export function parseAnswer(answer: HttpAnswer, isAccountCall: boolean): unknown {
  const { status, body } = answer
  const first = firstVisible(body)
  if (status === 401 || status === 884) throw new ProviderError('invalid-credentials')
  if (status === 404) {
    if (first === undefined || first === '<')
      throw htmlVerdict(body) ?? new ProviderError('invalid-credentials')
    throw new ProviderError('http', { status })
  }
  if (status < 200 || status >= 300) throw new ProviderError('http', { status })
  if (isAccountCall && first === undefined) throw new ProviderError('invalid-credentials')
  if (first === '<')
    throw htmlVerdict(body) ?? new ProviderError('invalid-answer', { reason: 'html' })
  return parseBody(body)
}

/** XUI with debug_show_errors names the reason in an HTML page. */
function htmlVerdict(body: string): ProviderError | null {
  if (/INVALID_CREDENTIALS|NO_CREDENTIALS/.test(body))
    return new ProviderError('invalid-credentials')
  if (/\bEXPIRED\b/.test(body)) return new ProviderError('expired')
  if (/\b(BANNED|DISABLED)\b/.test(body)) return new ProviderError('disabled')
  return null
}
