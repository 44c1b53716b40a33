import { failureSchema } from './envelope'
import type { RouteDef, RouteSpec } from './route'

// Apart from route.ts, so what only builds URLs (routePath) does not load zod's schemas.

type RouteSchemas = Partial<Pick<RouteDef, 'params' | 'query' | 'body' | 'data' | 'failure'>>

/**
 * A route: its spec (`*.paths.ts`) with its schemas; failures are plain envelopes unless it says
 * otherwise.
 */
export const defineRoute = <const S extends RouteSpec, const X extends RouteSchemas>(
  spec: S,
  schemas: X,
) => ({ failure: failureSchema, ...spec, ...schemas }) as S & X & Pick<RouteDef, 'failure'>
