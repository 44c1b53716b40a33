import { useEffect, type ReactNode } from 'react'
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
  // Issue 21: arrows move focus everywhere (a TV remote or a keyboard is enough). Imported here, not
  // statically: norigin's 16.7 KB stay off the entry that /login waits for, and screens with
  // content load it with their own code anyway.
  useEffect(() => {
    let stop: (() => void) | undefined
    let unmounted = false
    void import('@/lib/spatial-navigation').then(({ startSpatialNavigation }) => {
      if (!unmounted) stop = startSpatialNavigation()
    })
    return () => {
      unmounted = true
      stop?.()
    }
  }, [])
  useTvModeAttribute()
  return (
    <QueryClientProvider client={queryClient}>
      <AuthEvents />
      {children}
      <Toaster />
    </QueryClientProvider>
  )
}
