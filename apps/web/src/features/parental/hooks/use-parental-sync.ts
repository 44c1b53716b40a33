import { useEffect } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { canSeeAdult } from '@myflix/shared'
import { invalidateContentQueries } from '@/lib/content-queries'
import { useAppStore } from '@/stores/app-store'
import { PARENTAL_KEY, useParental } from '../api/get-parental'

/**
 * Keeps `parentalControlEnabled` and `adultContentVisible` in the app store equal to the server's
 * state, and when this session's temporary access runs out, hides adult content again at once and
 * re-reads the state and every catalogue list (the server hides it again from that moment).
 */
export function useParentalSync() {
  const queryClient = useQueryClient()
  const setFlags = useAppStore((state) => state.setFlags)
  const parental = useParental()
  const state = parental.data
  const unlockedUntil = state?.unlockedUntil ?? null

  useEffect(() => {
    if (state)
      setFlags({
        parentalControlEnabled: state.enabled,
        adultContentVisible: canSeeAdult(state),
        parentalStateKnown: true,
      })
  }, [state, setFlags])

  // Unanswered (offline, server down): adult content stays hidden, and the rest stops waiting.
  const failed = parental.isError
  useEffect(() => {
    if (failed) setFlags({ parentalStateKnown: true })
  }, [failed, setFlags])

  useEffect(() => {
    if (!unlockedUntil) return
    const left = Date.parse(unlockedUntil) - Date.now()
    // setTimeout holds at most ~24.8 days; an hour is far below.
    const timer = setTimeout(
      () => {
        setFlags({ adultContentVisible: false })
        void queryClient.invalidateQueries({ queryKey: PARENTAL_KEY })
        void invalidateContentQueries(queryClient)
      },
      Math.max(0, left) + 500,
    )
    return () => clearTimeout(timer)
  }, [unlockedUntil, queryClient, setFlags])

  return parental
}
