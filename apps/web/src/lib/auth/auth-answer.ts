import { isRecord } from '../is-record'

/**
 * How a better-auth call failed: the HTTP status and the JSON body's code and message. No status
 * means no HTTP answer worth reading (the server's proxy answered with a page that is not JSON).
 */
export type AuthFailure = { status?: number; statusText?: string; code?: string; message?: string }

/** What a better-auth call resolves with, as its own client did: the answer, or why not. */
export type AuthAnswer<T> = { data: T | null; error: AuthFailure | null }

const text = (value: unknown) => (typeof value === 'string' ? value : undefined)

/** The body as JSON; `undefined` when it is not JSON at all, null when it is empty. */
function parse(body: string): unknown {
  if (!body.trim()) return null
  try {
    return JSON.parse(body) as unknown
  } catch {
    return undefined
  }
}

/** Reads one answer of better-auth; rejects, as fetch does, when the body cannot be read. */
export async function readAuthAnswer(response: Response): Promise<AuthAnswer<unknown>> {
  const json = parse(await response.text())
  if (response.ok && json !== undefined) return { data: json, error: null }
  const body = isRecord(json) ? json : {}
  const failure: AuthFailure = {
    status: response.ok ? undefined : response.status,
    statusText: response.statusText,
    code: text(body.code),
    message: text(body.message),
  }
  return { data: null, error: failure }
}
