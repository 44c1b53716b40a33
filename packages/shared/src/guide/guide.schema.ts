import { z } from 'zod'
import { catalogItemSchema } from '../catalog/catalog.schema'
import {
  GUIDE_NOW_IDS_MAX,
  GUIDE_SCHEDULE_MAX_SECONDS,
  GUIDE_WINDOW_LIMIT_MAX,
  GUIDE_WINDOW_MAX_SECONDS,
} from './guide.paths'

// The programme guide (EPG) as the browser reads it. Times are unix seconds; texts are plain
// (base64 and XML already decoded on the server). Channels are named by their stream id, the id the
// catalogue and the player use; the provider's epg_channel_id never leaves the server's joins.

export const programmeSchema = z.object({
  start: z.number().int(),
  end: z.number().int(),
  title: z.string(),
})
export type Programme = z.infer<typeof programmeSchema>

export const programmeDetailSchema = programmeSchema.extend({ description: z.string() })
export type ProgrammeDetail = z.infer<typeof programmeDetailSchema>

/**
 * The guide of the active cloud. `none`: never fetched; `loading`: the first ingest is under way;
 * `ready`: programmes are served (`source` says from where); `failed`: the last ingest failed, with
 * a pt-BR `error` (the previous guide, if any, is still served and `programmes` counts it).
 */
export const guideStatusSchema = z.object({
  state: z.enum(['none', 'loading', 'ready', 'failed']),
  /** `xmltv`: the provider's whole guide; `short-epg`: per channel, when xmltv.php fails or is empty. */
  source: z.enum(['xmltv', 'short-epg']).nullable(),
  /** Unix seconds of the guide being served. */
  updated_at: z.number().int().nullable(),
  channels: z.number().int().nonnegative(),
  programmes: z.number().int().nonnegative(),
  error: z.string().nullable(),
})
export type GuideStatus = z.infer<typeof guideStatusSchema>

/** What a channel shows now and next; null where the guide has nothing. */
export const channelNowNextSchema = z.object({
  id: z.string(),
  now: programmeSchema.nullable(),
  next: programmeSchema.nullable(),
})
export type ChannelNowNext = z.infer<typeof channelNowNextSchema>

const idList = z
  .string()
  .transform((text) => [
    ...new Set(
      text
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ])
  .pipe(z.array(z.string().min(1).max(64)).min(1).max(GUIDE_NOW_IDS_MAX))

/** GET /api/guide/now?ids=1,2,3 (stream ids, at most 100). */
export const guideNowQuerySchema = z.object({ ids: idList })

const unixSeconds = z.coerce.number().int().min(0).max(4_102_444_800)

const validRange = (maxSeconds: number) => (q: { from: number; to: number }) =>
  q.to > q.from && q.to - q.from <= maxSeconds
const rangeError = { message: 'invalid time range', path: ['to'] }

/** GET /api/guide/window: a page of channels (optionally of one category) × a time range. */
export const guideWindowQuerySchema = z
  .object({
    category: z.string().min(1).optional(),
    offset: z.coerce.number().int().min(0).default(0),
    limit: z.coerce.number().int().min(1).max(GUIDE_WINDOW_LIMIT_MAX).default(50),
    from: unixSeconds,
    to: unixSeconds,
  })
  .refine(validRange(GUIDE_WINDOW_MAX_SECONDS), rangeError)

export const guideRowSchema = z.object({
  channel: catalogItemSchema,
  /** Programmes overlapping the window, by start. */
  programmes: z.array(programmeSchema),
})
export type GuideRow = z.infer<typeof guideRowSchema>

export const guideWindowSchema = z.object({
  rows: z.array(guideRowSchema),
  /** Channels in the category (or in all), as the catalogue's live list counts them. */
  total: z.number().int().nonnegative(),
  offset: z.number().int().nonnegative(),
  limit: z.number().int().positive(),
  from: z.number().int(),
  to: z.number().int(),
})
export type GuideWindow = z.infer<typeof guideWindowSchema>

/** GET /api/guide/channels/:id/schedule?from&to: one channel's programmes with descriptions. */
export const guideScheduleQuerySchema = z
  .object({ from: unixSeconds, to: unixSeconds })
  .refine(validRange(GUIDE_SCHEDULE_MAX_SECONDS), rangeError)

export const guideScheduleSchema = z.object({
  id: z.string(),
  programmes: z.array(programmeDetailSchema),
})
export type GuideSchedule = z.infer<typeof guideScheduleSchema>
