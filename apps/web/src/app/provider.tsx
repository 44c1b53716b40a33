import { useEffect, type ReactNode } from 'react'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { Toaster } from '@/components/ui/toast'
import { AuthEvents } from '@/features/auth/components/auth-events'
import { queryClient as appQueryClient } from '@/lib/query-client'
import { startSpatialNavigation } from '@/lib/spatial-navigation'

export function AppProvider({
  children,
  queryClient = appQueryClient,
}: {
  children: ReactNode
  queryClient?: QueryClient
}) {
  // Issue 21: arrows move focus everywhere (a TV remote or a keyboard is enough).
  useEffect(() => startSpatialNavigation(), [])
  return (
    <QueryClientProvider client={queryClient}>
      <AuthEvents />
      {children}
      <Toaster />
    </QueryClientProvider>
  )
}
