import { z } from 'zod'
import { defineRoute } from '../api/define-route'
import {
  channelNowNextSchema,
  guideNowQuerySchema,
  guideScheduleQuerySchema,
  guideScheduleSchema,
  guideStatusSchema,
  guideWindowQuerySchema,
  guideWindowSchema,
} from './guide.schema'

// The guide of the user's ACTIVE cloud. Without one, 404 as the catalogue answers. While parental
// control hides adult content from the session, adult channels are left out of every answer, and an
// adult channel asked for by id answers 403 'parental.contentBlocked'. Every answer is small whatever
// the guide's size: a page of channels, a bounded time range.

export const guideRoutes = {
  status: defineRoute({
    method: 'GET',
    path: '/api/guide/status',
    answer: 'envelope',
    data: guideStatusSchema,
  }),
  /** Now and next of the channels named, in the order given; unknown or hidden ids are left out. */
  now: defineRoute({
    method: 'GET',
    path: '/api/guide/now',
    answer: 'envelope',
    query: guideNowQuerySchema,
    data: z.array(channelNowNextSchema),
  }),
  window: defineRoute({
    method: 'GET',
    path: '/api/guide/window',
    answer: 'envelope',
    query: guideWindowQuerySchema,
    data: guideWindowSchema,
  }),
  schedule: defineRoute({
    method: 'GET',
    path: '/api/guide/channels/:id/schedule',
    answer: 'envelope',
    params: z.object({ id: z.string().min(1).max(64) }),
    query: guideScheduleQuerySchema,
    data: guideScheduleSchema,
  }),
}
