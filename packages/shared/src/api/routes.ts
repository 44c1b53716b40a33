import { guideRoutes } from '../guide/guide.contract'
import { libraryRoutes } from '../library/library.contract'
import { parentalRoutes } from '../parental/parental.contract'
import { accountRoutes } from './account.contract'
import { catalogRoutes } from './catalog.contract'
import { cloudsRoutes } from './clouds.contract'
import { mediaRoutes } from './media.contract'
import type { RouteDef, RouteRef, RouteSpec } from './route'
import { systemRoutes } from './system.contract'

/**
 * Every `/api` endpoint but better-auth's own `/api/auth/*` (its client owns that contract), by
 * server resource. The server registers its routers from these and the web builds its URLs from them.
 */
export const apiRoutes = {
  system: systemRoutes,
  account: accountRoutes,
  catalog: catalogRoutes,
  clouds: cloudsRoutes,
  media: mediaRoutes,
  parental: parentalRoutes,
  library: libraryRoutes,
  guide: guideRoutes,
} satisfies Record<string, Record<string, RouteDef>>

/** Every route of the table, named `resource.route`. */
export const allApiRoutes = (): [string, RouteDef][] =>
  Object.entries(apiRoutes).flatMap(([resource, routes]) =>
    Object.entries(routes as Record<string, RouteDef>).map(
      ([name, route]) => [`${resource}.${name}`, route] as [string, RouteDef],
    ),
  )

const byRequest = new Map(
  allApiRoutes().map(([, route]) => [`${route.method} ${route.path}`, route]),
)

/** The whole definition of a route spec from `apiPaths`. */
export function routeOf<R extends RouteDef>(spec: RouteRef<R>): R
export function routeOf(spec: RouteSpec): RouteDef {
  const route = byRequest.get(`${spec.method} ${spec.path}`)
  if (!route) throw new Error(`${spec.method} ${spec.path} is not in the route table`)
  return route
}
