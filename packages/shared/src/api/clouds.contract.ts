import { z } from 'zod'
import { cloudFormSchema } from '../cloud/cloud.schema'

// Clouds (spec §3 user_clouds, §7 Tables). The provider password never leaves the server.

/** A saved cloud as the browser sees it. */
export const cloudSummarySchema = z.object({
  id: z.string(),
  cloud_name: z.string(),
  xtream_url: z.string(),
  xtream_user: z.string(),
  is_active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
})
export type CloudSummary = z.infer<typeof cloudSummarySchema>

/**
 * Routes (all need a session; another user's cloud answers 404):
 * - GET    /api/clouds               → Envelope<CloudSummary[]>   (active first)
 * - POST   /api/clouds               body CloudForm → Envelope<CloudSummary>
 *          (spec §4: deletes the user's other clouds, inserts this one as active; the provider is NOT
 *          called here — the client validates first with validar-nuvem)
 * - POST   /api/clouds/:id/activate  → Envelope<CloudSummary>
 * - DELETE /api/clouds/:id           → Envelope<{ id: string }>
 */
export const saveCloudRequestSchema = cloudFormSchema

/** POST /api/functions/validar-nuvem — spec §7: body { nuvemData }, answer { success, error }. */
export const validateCloudRequestSchema = z.object({ nuvemData: cloudFormSchema })
export const validateCloudResponseSchema = z.object({
  success: z.boolean(),
  error: z.string().optional(),
})
export type ValidateCloudResponse = z.infer<typeof validateCloudResponseSchema>
