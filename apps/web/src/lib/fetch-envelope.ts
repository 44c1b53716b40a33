import type { Envelope } from '@myflix/shared'
import { ApiError } from './api-client'
import { fetchWithOfflineCopy } from './cache/offline-copy'

type Init = { method?: 'GET' | 'POST'; body?: unknown; signal?: AbortSignal }

/**
 * Calls one of our endpoints that answer `{ success, data | error }` and returns `data`. A failure throws
 * `ApiError` carrying the HTTP status and the server's pt-BR `error` text; an abort or a network failure
 * rejects with the browser's own error (catalogue reads first fall back to their offline copy).
 */
export async function fetchEnvelope<T>(path: string, { method, body, signal }: Init = {}) {
  const response = await fetchWithOfflineCopy(path, {
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

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404

/** A title parental control hides from this session (the catalogue answers 403 for those). */
export const isParentalBlocked = (error: unknown) =>
  error instanceof ApiError && error.status === 403
