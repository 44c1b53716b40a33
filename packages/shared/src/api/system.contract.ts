import { z } from 'zod'
import { HEALTH_PATH } from './health-path'
import { defineRoute } from './define-route'

export const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  error: z.string().optional(),
  /**
   * Issue 20: the ffmpeg this instance remuxes and transcodes with: a newer one found on PATH, or
   * the one `npm install` brought; 'none' when neither runs (streams then play only as they are).
   */
  ffmpeg: z
    .object({
      source: z.enum(['system', 'bundled', 'none']),
      version: z.string().max(200).nullable(),
    })
    .optional(),
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
