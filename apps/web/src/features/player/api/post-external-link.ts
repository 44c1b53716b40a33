import { useQuery } from '@tanstack/react-query'
import type { ExternalLinkResponse } from '@myflix/shared'
import { fetchEnvelope } from '@/lib/fetch-envelope'

/**
 * POST /api/media/external: for one of our candidate URLs, the link an external player (VLC) opens
 * without this browser's cookie. Asked only when an offer shows it, so no such link exists otherwise.
 */
export function postExternalLink(url: string, signal?: AbortSignal) {
  return fetchEnvelope<ExternalLinkResponse>('/api/media/external', { body: { url }, signal })
}

export const useExternalLink = (url: string) =>
  useQuery({
    queryKey: ['media', 'external', url] as const,
    queryFn: ({ signal }) => postExternalLink(url, signal),
    // Valid for hours; the offer asks once per stream while it is on screen.
    staleTime: Infinity,
    gcTime: 0,
    retry: 1,
    refetchOnWindowFocus: false,
  })
