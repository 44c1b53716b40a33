import { fetchWithOfflineCopy } from './cache/offline-copy'

/** A failed call to our own `/api`; `code` and `message` come from the JSON error body when present. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | undefined,
    message: string,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

type ApiInit = Omit<RequestInit, 'body'> & { body?: unknown }

/**
 * JSON fetch against our server, sending the session cookie; throws `ApiError` on a non-2xx answer.
 * Catalogue reads fall back to their offline copy when the network fails.
 */
export async function apiFetch<T>(
  path: string,
  { body, headers, ...init }: ApiInit = {},
): Promise<T> {
  const response = await fetchWithOfflineCopy(path, {
    credentials: 'include',
    ...init,
    headers: {
      Accept: 'application/json',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await response.text()
  const data: unknown = text ? safeJson(text) : undefined
  if (!response.ok) {
    const { code, message } = (data ?? {}) as { code?: string; message?: string; error?: string }
    throw new ApiError(response.status, code, message ?? response.statusText)
  }
  return data as T
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}
