import { z } from 'zod'
import { cloudFormSchema } from '../cloud/cloud.schema'
import { defineRoute } from './define-route'

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

export const saveCloudRequestSchema = cloudFormSchema

/** POST /api/functions/validar-nuvem — spec §7: body { nuvemData }, answer { success, error }. */
export const validateCloudRequestSchema = z.object({ nuvemData: cloudFormSchema })
export const validateCloudResponseSchema = z.object({
  success: z.boolean(),
  error: z.string().optional(),
})
export type ValidateCloudResponse = z.infer<typeof validateCloudResponseSchema>

const cloudParams = z.object({ id: z.string().min(1) })

/** The user's clouds; every route needs a session, and another user's cloud answers 404. */
export const cloudsRoutes = {
  /** Active first. */
  list: defineRoute({
    method: 'GET',
    path: '/api/clouds',
    answer: 'envelope',
    data: z.array(cloudSummarySchema),
  }),
  /**
   * Spec §4 saving a cloud: deletes the user's other clouds and inserts this one, active. The panel is
   * not called here: the client validates first with validar-nuvem.
   */
  save: defineRoute({
    method: 'POST',
    path: '/api/clouds',
    answer: 'envelope',
    body: saveCloudRequestSchema,
    data: cloudSummarySchema,
  }),
  activate: defineRoute({
    method: 'POST',
    path: '/api/clouds/:id/activate',
    answer: 'envelope',
    params: cloudParams,
    data: cloudSummarySchema,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/clouds/:id',
    answer: 'envelope',
    params: cloudParams,
    data: z.object({ id: z.string() }),
  }),
  /**
   * Spec §7 validar-nuvem: the form rules, then the panel itself. Answers the spec's own
   * `{ success, error }` (a refusal is a 200 with `success: false`); a form it rejects is a 400.
   */
  validate: defineRoute({
    method: 'POST',
    path: '/api/functions/validar-nuvem',
    answer: 'json',
    body: validateCloudRequestSchema,
    data: validateCloudResponseSchema,
    failure: validateCloudResponseSchema,
  }),
}
