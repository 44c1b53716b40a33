import { accountInfoSchema } from '../catalog/catalog.schema'
import { defineRoute } from './define-route'

/** The provider account of the active cloud (spec §3 "cloud user data"), read through our server. */
export const accountRoutes = {
  /** Spec §7 get-user-info; 404 without an active cloud, 502 when the panel fails. */
  userInfo: defineRoute({
    method: 'POST',
    path: '/api/functions/get-user-info',
    answer: 'envelope',
    data: accountInfoSchema,
  }),
}
