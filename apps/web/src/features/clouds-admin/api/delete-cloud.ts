import { useMutation, useQueryClient } from '@tanstack/react-query'
import { ApiError } from '@/lib/api-client'
import { CLOUDS_KEY } from './get-clouds'

/** DELETE /api/clouds/:id. */
export async function deleteCloud(id: string): Promise<void> {
  const response = await fetch(`/api/clouds/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    credentials: 'include',
    headers: { Accept: 'application/json' },
  })
  const body = (await response.json().catch(() => null)) as { success?: boolean; error?: string }
  if (!response.ok || body?.success !== true)
    throw new ApiError(response.status, undefined, body?.error ?? response.statusText)
}

export function useDeleteCloud() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteCloud,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CLOUDS_KEY }),
  })
}
