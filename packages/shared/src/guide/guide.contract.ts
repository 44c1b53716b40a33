import { z } from 'zod'
import { defineRoute } from '../api/define-route'
import { guidePaths } from './guide.paths'
import {
  channelNowNextSchema,
  guideNowQuerySchema,
  guideScheduleQuerySchema,
  guideScheduleSchema,
  guideStatusSchema,
  guideWindowQuerySchema,
  guideWindowSchema,
} from './guide.schema'

/** The routes of guide.paths.ts with their schemas. */
export const guideRoutes = {
  status: defineRoute(guidePaths.status, {
    data: guideStatusSchema,
  }),
  now: defineRoute(guidePaths.now, {
    query: guideNowQuerySchema,
    data: z.array(channelNowNextSchema),
  }),
  window: defineRoute(guidePaths.window, {
    query: guideWindowQuerySchema,
    data: guideWindowSchema,
  }),
  schedule: defineRoute(guidePaths.schedule, {
    params: z.object({ id: z.string().min(1).max(64) }),
    query: guideScheduleQuerySchema,
    data: guideScheduleSchema,
  }),
}
