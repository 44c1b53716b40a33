import { accountInfoSchema } from '../catalog/catalog.schema'
import { accountPaths } from './account.paths'
import { defineRoute } from './define-route'

/** The routes of account.paths.ts with their schemas. */
export const accountRoutes = {
  userInfo: defineRoute(accountPaths.userInfo, {
    data: accountInfoSchema,
  }),
}
