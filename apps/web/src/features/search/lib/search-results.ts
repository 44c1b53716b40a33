import type { SearchResult } from '@myflix/shared'

/**
 * The results as the page lays them out: channels as rows (their programme on now needs a line),
 * movies and series as posters, each in the server's order.
 */
export function splitResults(results: readonly SearchResult[]): {
  channels: SearchResult[]
  titles: SearchResult[]
} {
  const channels: SearchResult[] = []
  const titles: SearchResult[] = []
  for (const result of results) (result.type === 'live' ? channels : titles).push(result)
  return { channels, titles }
}
