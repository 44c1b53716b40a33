import { routeSpec } from './route'

/** The provider account of the active cloud (spec §3 "cloud user data"), read through our server. */
export const accountPaths = {
  /** Spec §7 get-user-info; 404 without an active cloud, 502 when the panel fails. */
  userInfo: routeSpec({ method: 'POST', path: '/api/functions/get-user-info', answer: 'envelope' }),
}
