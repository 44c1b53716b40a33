import type { ReactNode } from 'react'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { Toaster } from '@/components/ui/toast'
import { AuthEvents } from '@/features/auth/components/auth-events'
import { useTvModeAttribute } from '@/hooks/use-tv-mode'
import { queryClient as appQueryClient } from '@/lib/query-client'

export function AppProvider({
  children,
  queryClient = appQueryClient,
}: {
  children: ReactNode
  queryClient?: QueryClient
}) {
  useTvModeAttribute()
  return (
    <QueryClientProvider client={queryClient}>
      <AuthEvents />
      {children}
      <Toaster />
    </QueryClientProvider>
  )
}
