import { queryOptions, useQuery } from '@tanstack/react-query'
import {
  apiPaths,
  type CatchupRequest,
  type CatchupResponse,
  type ExternalLinkResponse,
  type PlayRequest,
  type PlayResponse,
} from '@myflix/shared'
import { defineEndpoint, fetchEndpoint } from './endpoint'
import { ApiError } from './transport'

// Playback through our media proxy: signed, short-lived URLs, never kept offline.

export const playEndpoint = defineEndpoint({
  route: apiPaths.media.play,
  call: (request: PlayRequest) => ({ params: {}, body: request }),
})

/** A programme of a channel's archive (issue 19), from `at` or its beginning. */
export const catchupEndpoint = defineEndpoint({
  route: apiPaths.media.catchup,
  call: (request: CatchupRequest) => ({ params: {}, body: request }),
})

export const externalLinkEndpoint = defineEndpoint({
  route: apiPaths.media.external,
  call: (url: string) => ({ params: {}, body: { url } }),
})

export const mediaKeys = {
  all: ['media'] as const,
  play: ({ type, id, ext, format, audio, audioLanguages, codecs }: PlayRequest) =>
    [
      'media',
      'play',
      type,
      id,
      ext ?? null,
      format ?? null,
      audio ?? null,
      audioLanguages?.join(',') ?? null,
      codecs ? 'codecs' : null,
    ] as const,
  catchup: ({ id, start, end, at }: CatchupRequest) =>
    ['media', 'catchup', id, start, end, at ?? null] as const,
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

/** `ahead`: an answer already at hand (asked before it was needed, at `at`), used instead of asking. */
export const usePlayCandidates = (
  request: PlayRequest | null,
  ahead?: { answer: PlayResponse; at: number },
) =>
  useQuery({
    ...playQueryOptions(request ?? { type: 'movie', id: '-' }),
    enabled: request !== null,
    initialData: ahead?.answer,
    initialDataUpdatedAt: ahead?.at,
  })

/** Signed candidate URLs of a catch-up programme, and the instant at the stream's time 0. */
export const postCatchup = (
  request: CatchupRequest,
  signal?: AbortSignal,
): Promise<CatchupResponse> => fetchEndpoint(catchupEndpoint, request, signal)

export const catchupQueryOptions = (request: CatchupRequest) =>
  queryOptions({
    queryKey: mediaKeys.catchup(request),
    queryFn: ({ signal }) => postCatchup(request, signal),
    // Signed URLs, as for /play: asked afresh at every opening and every seek that asks again;
    // a seek to the same instant restarts its stream, so every answer is a new one.
    staleTime: Infinity,
    gcTime: 0,
    structuralSharing: false,
    // A refusal (no archive, expired, parental) says the same the second time.
    retry: (failures, error) =>
      failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
    refetchOnWindowFocus: false,
  })

export const useCatchupCandidates = (request: CatchupRequest | null) =>
  useQuery({
    ...catchupQueryOptions(request ?? { id: '-', start: 0, end: 1 }),
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
