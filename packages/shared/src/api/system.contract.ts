import { z } from 'zod'
import { defineRoute } from './route'

export const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  error: z.string().optional(),
})

export const systemRoutes = {
  /** Whether this instance and its database answer; no session. The web pings it for reachability. */
  health: defineRoute({
    method: 'GET',
    path: '/api/health',
    answer: 'json',
    session: false,
    data: healthSchema,
    failure: healthSchema,
  }),
}
