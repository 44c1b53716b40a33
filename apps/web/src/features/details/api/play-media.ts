import type { PlayRequest, PlayResponse } from '@myflix/shared'
import { fetchEnvelope } from '@/lib/fetch-envelope'

/** POST /api/media/play → signed candidate URLs in the order the player tries them (spec §4). */
export const playMedia = (request: PlayRequest, signal?: AbortSignal) =>
  fetchEnvelope<PlayResponse>('/api/media/play', { body: request, signal })
