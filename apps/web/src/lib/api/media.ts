import { queryOptions, useQuery } from '@tanstack/react-query'
import {
  apiRoutes,
  type ExternalLinkResponse,
  type PlayRequest,
  type PlayResponse,
} from '@myflix/shared'
import { defineEndpoint, fetchEndpoint } from './endpoint'

// Playback through our media proxy: signed, short-lived URLs, never kept offline.

export const playEndpoint = defineEndpoint({
  route: apiRoutes.media.play,
  call: (request: PlayRequest) => ({ params: {}, body: request }),
})

export const externalLinkEndpoint = defineEndpoint({
  route: apiRoutes.media.external,
  call: (url: string) => ({ params: {}, body: { url } }),
})

export const mediaKeys = {
  all: ['media'] as const,
  play: ({ type, id, ext, format }: PlayRequest) =>
    ['media', 'play', type, id, ext ?? null, format ?? null] as const,
  external: (url: string) => ['media', 'external', url] as const,
}

/** Signed candidate URLs of our proxy, in the order the player tries them (spec §4). */
export const postPlay = (request: PlayRequest, signal?: AbortSignal): Promise<PlayResponse> =>
  fetchEndpoint(playEndpoint, request, signal)

export const playQueryOptions = (request: PlayRequest) =>
  queryOptions({
    queryKey: mediaKeys.play(request),
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

/**
 * For one of our candidate URLs, the link an external player (VLC) opens without this browser's
 * cookie. Asked only when an offer shows it, so no such link exists otherwise.
 */
export const postExternalLink = (
  url: string,
  signal?: AbortSignal,
): Promise<ExternalLinkResponse> => fetchEndpoint(externalLinkEndpoint, url, signal)

export const externalLinkQueryOptions = (url: string) =>
  queryOptions({
    queryKey: mediaKeys.external(url),
    queryFn: ({ signal }) => postExternalLink(url, signal),
    // Valid for hours; the offer asks once per stream while it is on screen.
    staleTime: Infinity,
    gcTime: 0,
    retry: 1,
    refetchOnWindowFocus: false,
  })

export const useExternalLink = (url: string) => useQuery(externalLinkQueryOptions(url))
