import { useEffect } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { invalidateContentQueries } from '@/lib/content-queries'
import { useAppStore } from '@/stores/app-store'
import { PARENTAL_KEY, useParental } from '../api/get-parental'

/**
 * Keeps `parentalControlEnabled` in the app store equal to the server's state, and when this
 * session's temporary access runs out, re-reads the state and every catalogue list (the server
 * hides adult content again from that moment).
 */
export function useParentalSync() {
  const queryClient = useQueryClient()
  const setFlags = useAppStore((state) => state.setFlags)
  const parental = useParental()
  const enabled = parental.data?.enabled
  const unlockedUntil = parental.data?.unlockedUntil ?? null

  useEffect(() => {
    if (enabled !== undefined) setFlags({ parentalControlEnabled: enabled })
  }, [enabled, setFlags])

  useEffect(() => {
    if (!unlockedUntil) return
    const left = Date.parse(unlockedUntil) - Date.now()
    // setTimeout holds at most ~24.8 days; an hour is far below.
    const timer = setTimeout(
      () => {
        void queryClient.invalidateQueries({ queryKey: PARENTAL_KEY })
        void invalidateContentQueries(queryClient)
      },
      Math.max(0, left) + 500,
    )
    return () => clearTimeout(timer)
  }, [unlockedUntil, queryClient])

  return parental
}
