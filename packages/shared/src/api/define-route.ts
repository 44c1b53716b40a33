import { failureSchema } from './envelope'
import type { RouteDef } from './route'

// Apart from route.ts, so what only builds URLs (routePath) does not load zod's schemas.

type RouteInput = Omit<RouteDef, 'failure' | 'session'> &
  Partial<Pick<RouteDef, 'failure' | 'session'>>

/** Declares a route; a session is needed and failures are plain envelopes unless it says otherwise. */
export const defineRoute = <const R extends RouteInput>(route: R) =>
  ({ session: true, failure: failureSchema, ...route }) as R & Pick<RouteDef, 'failure' | 'session'>
