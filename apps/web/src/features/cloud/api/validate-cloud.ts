import { useMutation } from '@tanstack/react-query'
import type { CloudForm, ValidateCloudResponse } from '@myflix/shared'
import { ApiError } from '@/lib/api-client'
import { fetchEnvelope } from '@/lib/fetch-envelope'

/**
 * POST /api/functions/validar-nuvem. A refused cloud (a 200 with `success: false`, or a 4xx for a
 * form the server rejects) is returned as the spec's `{ success, error }`; a 5xx or a network
 * failure throws.
 */
export async function validateCloud(nuvemData: CloudForm): Promise<ValidateCloudResponse> {
  try {
    await fetchEnvelope<unknown>('/api/functions/validar-nuvem', { body: { nuvemData } })
    return { success: true }
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) {
      return { success: false, error: error.message }
    }
    throw error
  }
}

export function useValidateCloud() {
  return useMutation({ mutationFn: validateCloud })
}
