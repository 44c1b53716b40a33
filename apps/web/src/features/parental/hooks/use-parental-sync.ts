import { useEffect } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { canSeeAdult } from '@myflix/shared'
import { parentalKeys, useParental } from '@/lib/api/parental'
import { refetchContentQueries } from '@/lib/content-queries'
import {
  readRememberedParental,
  rememberedAdultVisible,
  rememberParental,
} from '@/lib/parental-memory'
import { useAppStore } from '@/stores/app-store'

/**
 * Keeps `parentalControlEnabled` and `adultContentVisible` in the app store equal to the server's
 * state (and remembers it on the device, for the offline copies), and when this session's temporary
 * access runs out, hides adult content again at once and re-reads the state and every catalogue
 * list (the server hides it again from that moment; offline, the copies are read again without it).
 */
export function useParentalSync() {
  const queryClient = useQueryClient()
  const setFlags = useAppStore((state) => state.setFlags)
  const parental = useParental()
  const state = parental.data
  const failed = parental.isError
  // Unanswered (offline): the lists come from the offline copies, which follow the remembered
  // state, so its unlock's end must re-read them too.
  const unlockedUntil =
    state?.unlockedUntil ?? (failed ? (readRememberedParental()?.unlockedUntil ?? null) : null)

  useEffect(() => {
    if (!state) return
    rememberParental(state)
    setFlags({
      parentalControlEnabled: state.enabled,
      adultContentVisible: canSeeAdult(state),
      parentalStateKnown: true,
    })
  }, [state, setFlags])

  // Unanswered (offline, server down): favourites follow the remembered state, as the offline copies
  // of the lists do (nothing remembered hides adult content), and the rest stops waiting.
  useEffect(() => {
    if (failed)
      setFlags({ parentalStateKnown: true, adultContentVisible: rememberedAdultVisible() })
  }, [failed, setFlags])

  useEffect(() => {
    if (!unlockedUntil) return
    const left = Date.parse(unlockedUntil) - Date.now()
    // setTimeout holds at most ~24.8 days; an hour is far below.
    const timer = setTimeout(
      () => {
        setFlags({ adultContentVisible: false })
        void queryClient.invalidateQueries({ queryKey: parentalKeys.all })
        // The offline copies stay: answered from them, adult content follows the remembered state,
        // which has run out too (lib/cache/offline-parental), and offline they are all there is.
        void refetchContentQueries(queryClient)
      },
      Math.max(0, left) + 500,
    )
    return () => clearTimeout(timer)
  }, [unlockedUntil, queryClient, setFlags])

  return parental
}
