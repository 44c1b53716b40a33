import type { Dispatcher } from 'undici'
import type { NetPolicy } from './net-guard'
import type { XmltvBodyLimits } from './xmltv-body'

// What a provider client is given: the account, and the limits of its calls with their defaults.

export type XtreamCredentials = { baseUrl: string; username: string; password: string }

export type XtreamClientOptions = {
  /** Who may be dialled. Default: nothing but public addresses. */
  policy?: NetPolicy
  /** Share one guarded dispatcher per process; without it the client makes (and owns) one. */
  dispatcher?: Dispatcher
  userAgent?: string
  connectTimeoutMs?: number
  headersTimeoutMs?: number
  totalTimeoutMs?: number
  maxBytes?: number
  retries?: number
  retryBaseMs?: number
  retryMaxMs?: number
  maxRedirects?: number
  maxConcurrentPerHost?: number
  /** Clock for the exp_date check, in unix seconds. */
  now?: () => number
}

export type CallOptions = { signal?: AbortSignal }

export const XTREAM_DEFAULTS = {
  userAgent: 'VLC/3.0.20 LibVLC/3.0.20',
  connectTimeoutMs: 10_000,
  headersTimeoutMs: 30_000,
  totalTimeoutMs: 180_000,
  maxBytes: 256 * 1024 * 1024,
  retries: 2,
  retryBaseMs: 500,
  retryMaxMs: 15_000,
  maxRedirects: 5,
  maxConcurrentPerHost: 4,
} as const

/** A whole guide is one long answer: its own limits, not those of the JSON calls. */
export const XMLTV_DEFAULTS = {
  maxCompressedBytes: 64 * 1024 * 1024,
  maxBytes: 1536 * 1024 * 1024,
  totalTimeoutMs: 10 * 60_000,
  // Panels build the file before they send a byte.
  headersTimeoutMs: 120_000,
} as const

export type XmltvOptions = CallOptions &
  Partial<XmltvBodyLimits> & { totalTimeoutMs?: number; headersTimeoutMs?: number }
