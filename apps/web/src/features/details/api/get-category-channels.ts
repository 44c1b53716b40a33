import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ItemPage } from '@myflix/shared'
import { fetchEnvelope } from '@/lib/fetch-envelope'
import type { PlayerChannel } from '@/stores/player-store'

/** How many neighbours ↑/↓ can reach in the player: the API's largest page. */
export const CATEGORY_CHANNELS_LIMIT = 200

/** GET /api/catalog/live/items?category: a channel's category in the catalogue's order. */
export const getCategoryChannels = (categoryId: string | null, signal?: AbortSignal) => {
  const query = new URLSearchParams({ offset: '0', limit: String(CATEGORY_CHANNELS_LIMIT) })
  if (categoryId) query.set('category', categoryId)
  return fetchEnvelope<ItemPage>(`/api/catalog/live/items?${query.toString()}`, { signal })
}

/** The page as the player's ↑/↓ list. */
export const toPlayerChannels = (page: ItemPage): PlayerChannel[] =>
  page.items.map((channel) => ({ id: channel.id, title: channel.name, poster: channel.image }))

export const categoryChannelsQueryOptions = (categoryId: string | null) =>
  queryOptions({
    queryKey: ['titles', 'live', 'category-channels', categoryId] as const,
    queryFn: ({ signal }) => getCategoryChannels(categoryId, signal),
    staleTime: 5 * 60_000,
    retry: false,
  })

/** Asks for a channel's category as its details open, so 'Assistir Agora' finds it ready. */
export const usePrefetchCategoryChannels = (categoryId: string | null, enabled: boolean) =>
  useQuery({ ...categoryChannelsQueryOptions(categoryId), enabled })
