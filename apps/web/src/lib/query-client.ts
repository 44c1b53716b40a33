import { QueryClient } from '@tanstack/react-query'

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Provider panels are slow and rate-limited: retry once and do not refetch on every focus.
      // networkMode 'always': offline, reads still run so they can answer from their offline copy
      // (TanStack would otherwise pause them), and actions fail at once instead of waiting silently.
      queries: { retry: 1, staleTime: 60_000, refetchOnWindowFocus: false, networkMode: 'always' },
      mutations: { retry: false, networkMode: 'always' },
    },
  })
}

export const queryClient = createQueryClient()
