import { z } from 'zod'
import { defineRoute } from './define-route'
import { systemPaths } from './system.paths'

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

/** The routes of system.paths.ts with their schemas. */
export const systemRoutes = {
  health: defineRoute(systemPaths.health, {
    data: healthSchema,
    failure: healthSchema,
  }),
}
