import type { ReactNode } from 'react'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { TooltipProvider } from '@radix-ui/react-tooltip'
import { Toaster } from '@/components/ui/toast'
import { AuthEvents } from '@/features/auth/components/auth-events'
import { queryClient as appQueryClient } from '@/lib/query-client'

// Spec §9 tooltip timings: 700 ms delay, 300 ms skip.
export function AppProvider({
  children,
  queryClient = appQueryClient,
}: {
  children: ReactNode
  queryClient?: QueryClient
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <TooltipProvider delayDuration={700} skipDelayDuration={300}>
        <AuthEvents />
        {children}
        <Toaster />
      </TooltipProvider>
    </QueryClientProvider>
  )
}
