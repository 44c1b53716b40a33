import type { Envelope } from '@myflix/shared'
import { ApiError } from '@/lib/api-client'

type Init = { method?: 'GET' | 'POST'; body?: unknown; signal?: AbortSignal }

/**
 * Calls one of our endpoints answering the `{ success, data | error }` envelope and returns `data`.
 * Any failure throws `ApiError` with the server's pt-BR `error` text (apiFetch only reads `message`).
 * A network failure (offline, server down) rejects with the browser's TypeError, untouched.
 */
export async function envelopeFetch<T>(path: string, { method, body, signal }: Init = {}) {
  const response = await fetch(path, {
    method: method ?? (body === undefined ? 'GET' : 'POST'),
    credentials: 'include',
    signal,
    headers: {
      Accept: 'application/json',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const envelope = (await response.json().catch(() => null)) as Envelope<T> | null
  if (envelope?.success === true && response.ok) return envelope.data
  const message = envelope?.success === false ? envelope.error : response.statusText
  throw new ApiError(response.status, undefined, message || `HTTP ${response.status}`)
}
