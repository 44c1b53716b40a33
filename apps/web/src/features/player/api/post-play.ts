import { queryOptions, useQuery } from '@tanstack/react-query'
import type { PlayRequest, PlayResponse } from '@myflix/shared'
import { fetchEnvelope } from '@/lib/fetch-envelope'

/** POST /api/media/play: signed candidate URLs of our proxy, in the order the player tries them. */
export function postPlay(request: PlayRequest, signal?: AbortSignal): Promise<PlayResponse> {
  return fetchEnvelope<PlayResponse>('/api/media/play', { body: request, signal })
}

export const playQueryOptions = (request: PlayRequest) =>
  queryOptions({
    queryKey: [
      'media',
      'play',
      request.type,
      request.id,
      request.ext ?? null,
      request.format ?? null,
    ] as const,
    queryFn: ({ signal }) => postPlay(request, signal),
    // Signed URLs: asked afresh at every opening (gcTime 0), never swapped under a playing video.
    staleTime: Infinity,
    gcTime: 0,
    retry: 1,
    refetchOnWindowFocus: false,
  })

export const usePlayCandidates = (request: PlayRequest | null) =>
  useQuery({
    ...playQueryOptions(request ?? { type: 'movie', id: '-' }),
    enabled: request !== null,
  })
