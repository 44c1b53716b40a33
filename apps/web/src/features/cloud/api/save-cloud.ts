import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { CloudForm, CloudSummary } from '@myflix/shared'
import { fetchEnvelope } from '@/lib/fetch-envelope'
import { CLOUDS_QUERY_KEY } from './get-clouds'

/** POST /api/clouds: replaces the user's clouds with this one, active (spec §4 Saving a cloud). */
export function saveCloud(form: CloudForm): Promise<CloudSummary> {
  return fetchEnvelope<CloudSummary>('/api/clouds', { body: form })
}

export function useSaveCloud() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveCloud,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CLOUDS_QUERY_KEY }),
  })
}
