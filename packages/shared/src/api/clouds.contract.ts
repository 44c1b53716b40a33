import { z } from 'zod'
import { cloudFormSchema } from '../cloud/cloud.schema'
import { cloudsPaths } from './clouds.paths'
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

/** The routes of clouds.paths.ts with their schemas. */
export const cloudsRoutes = {
  list: defineRoute(cloudsPaths.list, {
    data: z.array(cloudSummarySchema),
  }),
  save: defineRoute(cloudsPaths.save, {
    body: saveCloudRequestSchema,
    data: cloudSummarySchema,
  }),
  activate: defineRoute(cloudsPaths.activate, {
    params: cloudParams,
    data: cloudSummarySchema,
  }),
  remove: defineRoute(cloudsPaths.remove, {
    params: cloudParams,
    data: z.object({ id: z.string() }),
  }),
  validate: defineRoute(cloudsPaths.validate, {
    body: validateCloudRequestSchema,
    data: validateCloudResponseSchema,
    failure: validateCloudResponseSchema,
  }),
}
