import { routeSpec } from '../api/route'

const action = <const P extends `/api/parental/${string}`>(path: P) =>
  routeSpec({ method: 'POST', path, answer: 'envelope' })

/**
 * Parental control; every route needs a session and answers the session's ParentalState. Wrong PINs
 * count towards a per-user limit; past it, 429 with a pt-BR message.
 */
export const parentalPaths = {
  state: routeSpec({ method: 'GET', path: '/api/parental', answer: 'envelope' }),
  enable: action('/api/parental/enable'),
  /** With the current PIN. */
  disable: action('/api/parental/disable'),
  change: action('/api/parental/change'),
  /** One hour, this session only. */
  unlock: action('/api/parental/unlock'),
  /** Ends this session's access now; no PIN. */
  lock: action('/api/parental/lock'),
}
