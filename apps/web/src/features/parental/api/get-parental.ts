import { queryOptions, useQuery } from '@tanstack/react-query'
import { parentalRequest } from './parental-request'

export const PARENTAL_KEY = ['parental'] as const

/** GET /api/parental: { enabled, hasPin, unlockedUntil } for this session. */
export const getParental = (signal?: AbortSignal) => parentalRequest('', { signal })

export const parentalQueryOptions = () =>
  queryOptions({ queryKey: PARENTAL_KEY, queryFn: ({ signal }) => getParental(signal) })

export function useParental() {
  return useQuery(parentalQueryOptions())
}
