import { guidePaths } from '../guide/guide.paths'
import { libraryPaths } from '../library/library.paths'
import { parentalPaths } from '../parental/parental.paths'
import { accountPaths } from './account.paths'
import { catalogPaths } from './catalog.paths'
import { cloudsPaths } from './clouds.paths'
import { mediaPaths } from './media.paths'
import type { RouteDef, RouteRef } from './route'
import type { apiRoutes } from './routes'
import { systemPaths } from './system.paths'

type ApiRoutes = typeof apiRoutes

/** Every route of `apiRoutes` as its spec, typed with its whole definition. */
export type ApiPaths = {
  [K in keyof ApiRoutes]: {
    [N in keyof ApiRoutes[K]]: ApiRoutes[K][N] extends RouteDef ? RouteRef<ApiRoutes[K][N]> : never
  }
}

/**
 * The route table without its schemas, by server resource: what the web builds its URLs from. It
 * loads no zod; the schemas that check an answer (`apiRoutes`) load beside the first request.
 */
export const apiPaths: ApiPaths = {
  system: systemPaths,
  account: accountPaths,
  catalog: catalogPaths,
  clouds: cloudsPaths,
  media: mediaPaths,
  parental: parentalPaths,
  library: libraryPaths,
  guide: guidePaths,
}
