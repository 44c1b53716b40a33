import { parentalFailureSchema, t, type ParentalState } from '@myflix/shared'

/** A refused parental call: the toast title ('PIN Incorreto', 'PIN Fraco'…) and its description. */
export class ParentalRequestError extends Error {
  override readonly name = 'ParentalRequestError'
  constructor(
    readonly status: number,
    readonly title: string,
    message: string,
  ) {
    super(message)
  }
}

/** GET or POST under /api/parental; every answer carries the session's parental state. */
export async function parentalRequest(
  path: '' | '/enable' | '/disable' | '/change' | '/unlock' | '/lock',
  { body, signal }: { body?: unknown; signal?: AbortSignal } = {},
): Promise<ParentalState> {
  const response = await fetch(`/api/parental${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    credentials: 'include',
    signal,
    headers: {
      Accept: 'application/json',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const json: unknown = await response.json().catch(() => null)
  if (response.ok && (json as { success?: boolean } | null)?.success === true)
    return (json as { data: ParentalState }).data
  const failure = parentalFailureSchema.safeParse(json)
  throw new ParentalRequestError(
    response.status,
    failure.success ? (failure.data.title ?? t('parental.errorTitle')) : t('parental.errorTitle'),
    failure.success ? failure.data.error : t('parental.saveError'),
  )
}
