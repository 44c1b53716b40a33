import type { z } from 'zod'
import {
  routePath,
  t,
  type PathParams,
  type QueryValue,
  type RouteBody,
  type RouteData,
  type RouteDef,
  type RouteRef,
} from '@myflix/shared'
import type { routeOf } from '@myflix/shared/routes'
import { fetchWithOfflineCopy, type CopyTarget } from '../cache/offline-copy'
import { importContracts } from './contracts-chunk'
import { isAbort } from '../reachability'
import { isRecord } from '../is-record'

/**
 * A call to our `/api` that the server refused (or answered with something that is not an answer):
 * the HTTP status, the server's pt-BR reason, and for a refused PIN the toast title it sends.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError'
  constructor(
    readonly status: number,
    readonly code: string | undefined,
    message: string,
    readonly title?: string,
  ) {
    super(message)
  }
}

/** The code of the ApiError a request that got no HTTP answer at all (offline, server down) throws. */
export const NETWORK_FAILURE = 'NETWORK_FAILURE'

/** The browser could not reach our server: no answer, so no status (0). */
export const isNetworkFailure = (error: unknown) =>
  error instanceof ApiError && error.code === NETWORK_FAILURE

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404

/** A title parental control hides from this session (the catalogue answers 403 for those). */
export const isParentalBlocked = (error: unknown) =>
  error instanceof ApiError && error.status === 403

/** One request to a route: its path parameters, query (in URL order) and JSON body. */
export interface RouteCall<R extends RouteDef> {
  params: PathParams<R['path']>
  query?: Record<string, QueryValue>
  body?: RouteBody<R>
}

/** What a refusal says when its body does not: some screens have their own pt-BR defaults. */
export interface RefusalDefaults {
  title?: string
  message?: string
}

export interface SendOptions {
  signal?: AbortSignal
  /** Where this answer's offline copy lives; null when it is never kept. */
  offline?: CopyTarget | null
  refusal?: RefusalDefaults
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined)

function parseJson(body: string): unknown {
  try {
    return JSON.parse(body)
  } catch {
    return null
  }
}

function refusal(route: RouteDef, response: Response, json: unknown, defaults: RefusalDefaults) {
  const failure = route.failure.safeParse(json)
  const known = failure.success && isRecord(failure.data) ? failure.data : null
  // Not our failure shape: better-auth's { code, message }, a proxy's HTML page, nothing at all.
  const loose = isRecord(json) ? json : {}
  const message =
    (known ? text(known.error) : (defaults.message ?? text(loose.message))) ||
    response.statusText ||
    `HTTP ${response.status}`
  const title = (known && text(known.title)) || defaults.title
  return new ApiError(response.status, text(loose.code), message, title)
}

let contracts: Promise<{ routeOf: typeof routeOf }> | null = null

/**
 * The route table with its schemas, loaded beside the first request rather than before it: zod and
 * the contracts are ~26 KB of brotli and ~50 ms of script that the first screen's requests need not
 * wait for (bench/README.md). A load that fails is the network's failure, and the next request
 * tries again.
 */
function loadContracts(): Promise<{ routeOf: typeof routeOf }> {
  contracts ??= importContracts().catch(() => {
    contracts = null
    throw new ApiError(0, NETWORK_FAILURE, t('pwa.needsNetwork'))
  })
  return contracts
}

/**
 * Calls one route of the table and answers its data, parsed by the route's schema: an answer that
 * drifted from the contract throws a ZodError here instead of breaking the screen that reads it.
 * A refusal throws ApiError. A network failure, after reads with an offline copy have answered from
 * it instead (marked, see lib/cache), throws the pt-BR ApiError of isNetworkFailure: the browser's
 * own TypeError ('Failed to fetch') is English and says nothing to a user. An abort passes through.
 */
export async function send<R extends RouteDef>(
  route: RouteRef<R>,
  { params, query, body }: RouteCall<R>,
  { signal, offline = null, refusal: defaults = {} }: SendOptions = {},
): Promise<RouteData<R>> {
  const loading = loadContracts()
  // Awaited below; this keeps a load that fails while the request is out from being reported as
  // unhandled.
  loading.catch(() => undefined)
  let response: Response
  let answerText: string
  try {
    response = await fetchWithOfflineCopy(
      routePath(route, params, query),
      {
        method: route.method,
        credentials: 'include',
        signal,
        headers: {
          Accept: 'application/json',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      },
      offline,
    )
    // Reading the body rejects too when the connection drops or the call is aborted mid-answer.
    answerText = await response.text()
  } catch (error) {
    if (isAbort(error, signal)) throw error
    throw new ApiError(0, NETWORK_FAILURE, t('pwa.needsNetwork'))
  }
  const json = parseJson(answerText)
  const answered =
    route.answer === 'envelope'
      ? response.ok && isRecord(json) && json.success === true
      : response.ok && route.answer === 'json'
  const contract = (await loading).routeOf(route)
  if (!answered) throw refusal(contract, response, json, defaults)
  const data = route.answer === 'envelope' ? (json as { data: unknown }).data : json
  return (contract.data as z.ZodType).parse(data) as RouteData<R>
}
