import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { RouteData, RouteDef } from '@myflix/shared'

// The route is passed only for its type: what a handler answers is checked against the shared
// table at compile time, and the contract test parses the same answers with its schemas.

/** An `envelope` route's success: `{ success: true, data }`, `data` typed from the route. */
export const ok = <R extends RouteDef>(c: Context, _route: R, data: RouteData<R>) =>
  c.json({ success: true as const, data }, 200)

/** A `json` route's whole body, success or refusal, typed from the route. */
export const answer = <R extends RouteDef>(
  c: Context,
  _route: R,
  body: RouteData<R>,
  status: ContentfulStatusCode = 200,
) => c.json(body, status)
