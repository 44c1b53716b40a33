import { QueryClient } from '@tanstack/react-query'

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Provider panels are slow and rate-limited: retry once and do not refetch on every focus.
      queries: { retry: 1, staleTime: 60_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  })
}

export const queryClient = createQueryClient()
