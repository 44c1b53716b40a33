import type { z } from 'zod'

export type HttpMethod = 'GET' | 'POST' | 'DELETE'

/**
 * How a route answers:
 * - `envelope`: `{ success: true, data }`, `data` parsed by the route's `data` schema, or a failure;
 * - `json`: a JSON body the `data` schema describes whole (the spec's validar-nuvem, the health check);
 * - `bytes`: a stream or an image, no JSON.
 */
export type AnswerKind = 'envelope' | 'json' | 'bytes'

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never

/** The path parameters a route's pattern names (`/api/clouds/:id/activate` → `{ id: string }`). */
export type PathParams<P extends string> = { [K in ParamNames<P>]: string }

/**
 * What a route is without its schemas: enough to build its URL and read its answer. The `*.paths.ts`
 * files hold these without zod, so a screen can ask for data before the contracts' schemas load.
 */
export interface RouteSpec {
  method: HttpMethod
  /** The full path as Hono spells it, `:name` for a parameter. */
  path: `/api/${string}`
  /** Needs a signed-in session (a valid cookie). */
  session: boolean
  answer: AnswerKind
}

type SpecInput = Omit<RouteSpec, 'session'> & Partial<Pick<RouteSpec, 'session'>>

/** Declares a route's spec; a session is needed unless it says otherwise. */
export const routeSpec = <const S extends SpecInput>(spec: S) =>
  ({ session: true, ...spec }) as S & Pick<RouteSpec, 'session'>

/** One endpoint of our API: the single definition the server routers and the web client share. */
export interface RouteDef extends RouteSpec {
  /** Path parameters with rules of their own (a content type); the others are plain strings. */
  params?: z.ZodType
  query?: z.ZodType
  body?: z.ZodType
  /** The answer's data (`envelope`) or whole body (`json`); absent for `bytes`. */
  data?: z.ZodType
  /** A refusal's body; the envelope's `{ success: false, error }` unless a route adds fields. */
  failure: z.ZodType
}

/**
 * A route's spec typed with its whole definition (`def` is never set: it carries the type), so what
 * holds only the spec still knows the route's body and answer types.
 */
export type RouteRef<R extends RouteDef = RouteDef> = Pick<R, keyof RouteSpec> & {
  readonly def?: R
}

/** What a route's success answer holds, typed from its schema. */
export type RouteData<R extends RouteDef> = R['data'] extends z.ZodType
  ? z.output<R['data']>
  : never
export type RouteBody<R extends RouteDef> = R['body'] extends z.ZodType ? z.input<R['body']> : never

/** A query value as `routePath` writes it; null and undefined are left out. */
export type QueryValue = string | number | boolean | null | undefined

/**
 * The URL of a route: its parameters filled in (encoded) and its query string, leaving out the
 * values that are null or undefined, in the order given.
 */
export function routePath<R extends RouteSpec>(
  route: R,
  params: PathParams<R['path']>,
  query?: Record<string, QueryValue>,
): string {
  const values = params as Record<string, string>
  const path = route.path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = values[name]
    if (value === undefined) throw new Error(`${route.path}: missing parameter ${name}`)
    return encodeURIComponent(value)
  })
  if (!query) return path
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined) search.set(key, String(value))
  }
  const text = search.toString()
  return text ? `${path}?${text}` : path
}

/** The route's pattern below a router's mount point (`/api/catalog/status` under `/api/catalog`). */
export function pathUnder(route: RouteSpec, base: `/api${string}`): string {
  if (!route.path.startsWith(base)) throw new Error(`${route.path} is not under ${base}`)
  return route.path.slice(base.length) || '/'
}
