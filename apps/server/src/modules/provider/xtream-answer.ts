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
