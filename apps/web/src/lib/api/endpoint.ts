import type { RouteData, RouteDef, RouteRef } from '@myflix/shared'
import type { CopyTarget } from '../cache/offline-copy'
import { isNotFound, send, type RefusalDefaults, type RouteCall } from './transport'

/** Where a catalogue answer comes from: the server's snapshot of the active cloud, or the built-in demo. */
export type CatalogSource = 'real' | 'demo'

/**
 * The built-in answer before a cloud exists (spec §1 demo catalogues), and when it is given:
 * `source` for the lists, whose source the catalogue status decides (catalog/status.ts) and their
 * query keys name; `not-found` for what the server answers 404 to (no cloud, or a demo card's id).
 * `undefined`: the demo has no such answer, so the server's stands.
 */
export interface DemoAnswer<I, D> {
  when: 'source' | 'not-found'
  answer: (input: I) => Promise<D | undefined>
}

/**
 * One endpoint as the web app calls it: its route in the shared table, the request its typed input
 * makes, and how it is answered besides the server — (a) when the server cannot be reached, from the
 * offline copy named by `offline` (null: never kept), (b) before a cloud exists, by `demo`.
 */
export interface Endpoint<R extends RouteDef, I, D = RouteData<R>> {
  route: RouteRef<R>
  call: (input: I) => RouteCall<R>
  offline?: (input: I) => CopyTarget | null
  demo?: DemoAnswer<I, D>
  refusal?: RefusalDefaults
}

export const defineEndpoint = <R extends RouteDef, I, D = RouteData<R>>(
  endpoint: Endpoint<R, I, D>,
) => endpoint

/** The server's answer (or its offline copy), whatever the demo would say. */
export const fetchEndpoint = <R extends RouteDef, I, D>(
  endpoint: Endpoint<R, I, D>,
  input: I,
  signal?: AbortSignal,
): Promise<RouteData<R>> =>
  send(endpoint.route, endpoint.call(input), {
    signal,
    offline: endpoint.offline?.(input) ?? null,
    refusal: endpoint.refusal,
  })

export type Sourced<T> = { data: T; source: CatalogSource }

/**
 * The answer a screen shows: the demo's for a list whose source is the demo, else the server's, or
 * the demo's again where the endpoint has one for the server's 404 (no cloud, a demo card's id).
 */
export async function readEndpoint<R extends RouteDef, I, D>(
  endpoint: Endpoint<R, I, D>,
  input: I,
  { signal, source = 'real' }: { signal?: AbortSignal; source?: CatalogSource } = {},
): Promise<Sourced<RouteData<R> | D>> {
  const { demo } = endpoint
  if (demo?.when === 'source' && source === 'demo') {
    const answer = await demo.answer(input)
    if (answer !== undefined) return { data: answer, source: 'demo' }
  }
  try {
    return { data: await fetchEndpoint(endpoint, input, signal), source: 'real' }
  } catch (error) {
    if (demo?.when !== 'not-found' || !isNotFound(error)) throw error
    const answer = await demo.answer(input)
    if (answer === undefined) throw error
    return { data: answer, source: 'demo' }
  }
}
