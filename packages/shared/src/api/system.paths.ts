import { HEALTH_PATH } from './health-path'
import { routeSpec } from './route'

export const systemPaths = {
  /** Whether this instance and its database answer; no session. The web pings it for reachability. */
  health: routeSpec({ method: 'GET', path: HEALTH_PATH, answer: 'json', session: false }),
}
