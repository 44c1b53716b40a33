import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  apiPaths,
  type CloudForm,
  type CloudSummary,
  type ValidateCloudResponse,
} from '@myflix/shared'
import { defineEndpoint, fetchEndpoint } from './endpoint'
import { ApiError, isNetworkFailure } from './transport'

// The user's clouds (spec §3 user_clouds). Never kept offline: the provider password stays on the server.

export const cloudsEndpoint = defineEndpoint({
  route: apiPaths.clouds.list,
  call: (_: void) => ({ params: {} }),
})

export const saveCloudEndpoint = defineEndpoint({
  route: apiPaths.clouds.save,
  call: (form: CloudForm) => ({ params: {}, body: form }),
})

export const activateCloudEndpoint = defineEndpoint({
  route: apiPaths.clouds.activate,
  call: (id: string) => ({ params: { id } }),
})

export const deleteCloudEndpoint = defineEndpoint({
  route: apiPaths.clouds.remove,
  call: (id: string) => ({ params: { id } }),
})

export const validateCloudEndpoint = defineEndpoint({
  route: apiPaths.clouds.validate,
  call: (nuvemData: CloudForm) => ({ params: {}, body: { nuvemData } }),
})

/** Apart from the catalogue: a cloud change refetches everything else, and these stay. */
export const cloudsKeys = {
  all: ['clouds'] as const,
  list: () => ['clouds'] as const,
}

/** Active first. */
export const getClouds = (signal?: AbortSignal): Promise<CloudSummary[]> =>
  fetchEndpoint(cloudsEndpoint, undefined, signal)

/** Replaces the user's clouds with this one, active (spec §4 Saving a cloud). */
export const saveCloud = (form: CloudForm): Promise<CloudSummary> =>
  fetchEndpoint(saveCloudEndpoint, form)

/**
 * Spec §7 validar-nuvem. A refused cloud (a 200 with `success: false`, or a 4xx for a form the
 * server rejects) is returned as the spec's `{ success, error }`; a 5xx or a network failure throws.
 */
export async function validateCloud(form: CloudForm): Promise<ValidateCloudResponse> {
  try {
    return await fetchEndpoint(validateCloudEndpoint, form)
  } catch (error) {
    if (error instanceof ApiError && !isNetworkFailure(error) && error.status < 500) {
      return { success: false, error: error.message }
    }
    throw error
  }
}

export const cloudsQueryOptions = () =>
  queryOptions({ queryKey: cloudsKeys.list(), queryFn: ({ signal }) => getClouds(signal) })

export const useClouds = () => useQuery(cloudsQueryOptions())

export function useActivateCloud() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => fetchEndpoint(activateCloudEndpoint, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cloudsKeys.all }),
  })
}

export function useDeleteCloud() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (id: string) => {
      await fetchEndpoint(deleteCloudEndpoint, id)
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cloudsKeys.all }),
  })
}
