import { useMutation, useQueryClient } from '@tanstack/react-query'
import { canSeeAdult, type ParentalState } from '@myflix/shared'
import { parentalKeys, unlockParental } from '@/lib/api/parental'
import { invalidateContentQueries } from '@/lib/content-queries'
import { rememberParental } from '@/lib/parental-memory'
import { useAppStore } from '@/stores/app-store'

/**
 * Shared by the parental actions: the answer becomes the cached state, the app store follows, and
 * every catalogue query refetches because the server now hides or shows adult content.
 */
export function useParentalMutation<V>(call: (variables: V) => Promise<ParentalState>) {
  const queryClient = useQueryClient()
  const setFlags = useAppStore((state) => state.setFlags)
  return useMutation({
    mutationFn: call,
    onSuccess: async (state) => {
      queryClient.setQueryData(parentalKeys.state(), state)
      rememberParental(state)
      setFlags({ parentalControlEnabled: state.enabled, adultContentVisible: canSeeAdult(state) })
      await invalidateContentQueries(queryClient)
    },
  })
}

/** The 1-hour unlock, here because Configurações and a blocked title's page both offer it. */
export const useUnlockParental = () => useParentalMutation(unlockParental)
