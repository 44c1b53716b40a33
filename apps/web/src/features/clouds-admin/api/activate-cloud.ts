import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { CloudSummary } from '@myflix/shared'
import { fetchEnvelope } from '@/lib/fetch-envelope'
import { CLOUDS_KEY } from './get-clouds'

/** POST /api/clouds/:id/activate. */
export function activateCloud(id: string): Promise<CloudSummary> {
  return fetchEnvelope<CloudSummary>(`/api/clouds/${encodeURIComponent(id)}/activate`, {
    method: 'POST',
  })
}

export function useActivateCloud() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: activateCloud,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CLOUDS_KEY }),
  })
}
