import { z } from 'zod'
import { HEALTH_PATH } from './health-path'
import { defineRoute } from './define-route'

export const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  error: z.string().optional(),
})

export const systemRoutes = {
  /** Whether this instance and its database answer; no session. The web pings it for reachability. */
  health: defineRoute({
    method: 'GET',
    path: HEALTH_PATH,
    answer: 'json',
    session: false,
    data: healthSchema,
    failure: healthSchema,
  }),
}
