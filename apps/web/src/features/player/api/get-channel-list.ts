import { queryOptions } from '@tanstack/react-query'
import type { ItemPage } from '@myflix/shared'
import { fetchEnvelope } from '@/lib/fetch-envelope'

/** How many neighbours ↑/↓ can reach from a deep link: the API's largest page. */
export const CHANNEL_LIST_LIMIT = 200

/** GET /api/catalog/live/items?category: the channels of one category, in the catalogue's order. */
export const getChannelList = (categoryId: string | null, signal?: AbortSignal) => {
  const query = new URLSearchParams({ offset: '0', limit: String(CHANNEL_LIST_LIMIT) })
  if (categoryId) query.set('category', categoryId)
  return fetchEnvelope<ItemPage>(`/api/catalog/live/items?${query.toString()}`, { signal })
}

export const channelListQueryOptions = (categoryId: string | null) =>
  queryOptions({
    queryKey: ['player', 'channels', categoryId] as const,
    queryFn: ({ signal }) => getChannelList(categoryId, signal),
    retry: false,
  })
