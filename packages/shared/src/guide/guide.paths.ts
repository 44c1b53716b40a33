import { routeSpec } from '../api/route'

// The guide of the user's ACTIVE cloud. Without one, 404 as the catalogue answers. While parental
// control hides adult content from the session, adult channels are left out of every answer, and an
// adult channel asked for by id answers 403 'parental.contentBlocked'. Every answer is small whatever
// the guide's size: a page of channels, a bounded time range.

/** The guide keeps programmes from "now minus the longest archive" to this far ahead. */
export const GUIDE_DAYS_AHEAD = 3
/** The most channels one now/next request names. */
export const GUIDE_NOW_IDS_MAX = 100
/** The most channels one guide-window page holds. */
export const GUIDE_WINDOW_LIMIT_MAX = 100
/** The longest time range of a guide window. */
export const GUIDE_WINDOW_MAX_SECONDS = 24 * 60 * 60
/** The longest time range of one channel's schedule. */
export const GUIDE_SCHEDULE_MAX_SECONDS = 48 * 60 * 60

export const guidePaths = {
  status: routeSpec({ method: 'GET', path: '/api/guide/status', answer: 'envelope' }),
  /** Now and next of the channels named, in the order given; unknown or hidden ids are left out. */
  now: routeSpec({ method: 'GET', path: '/api/guide/now', answer: 'envelope' }),
  window: routeSpec({ method: 'GET', path: '/api/guide/window', answer: 'envelope' }),
  schedule: routeSpec({
    method: 'GET',
    path: '/api/guide/channels/:id/schedule',
    answer: 'envelope',
  }),
}
