import { routePath, type PathParams, type RouteSpec } from '@myflix/shared'
import { startLoopbackServer } from './loopback-server'

type Answer = { status?: number; body: unknown }
type Handler = (body: unknown) => Answer

/** How a request to `route` is recorded: `METHOD /path`, with its parameters filled in. */
export const routeKey = <R extends RouteSpec>(
  route: R,
  params: PathParams<R['path']> = {} as PathParams<R['path']>,
) => `${route.method} ${routePath(route, params)}`

/**
 * Our API in component tests, on the loopback server: each route answers what the test scripts
 * (others 404), and every request is recorded with its JSON body.
 */
export async function startFakeCloudApi() {
  const routes = new Map<string, Handler>()
  const requests: { route: string; body: unknown }[] = []
  const server = await startLoopbackServer(({ method, url, body }) => {
    const route = `${method} ${url.pathname}${url.search}`
    requests.push({ route, body })
    const answer = routes.get(route)?.(body) ?? {
      status: 404,
      body: { success: false, error: route },
    }
    return { status: answer.status ?? 200, body: answer.body }
  })

  return {
    requests,
    /** `params` for a route with path parameters (a title's id). */
    on<R extends RouteSpec>(route: R, handler: Handler, params?: PathParams<R['path']>) {
      routes.set(routeKey(route, params), handler)
    },
    reset() {
      routes.clear()
      requests.length = 0
    },
    close: () => server.close(),
  }
}
