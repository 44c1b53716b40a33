import type { QueryClient } from '@tanstack/react-query'
import { clearCopies } from './cache/offline-copy'

// Roots of every query whose answer depends on the catalogue the server serves this session (lists,
// titles, search, player lookups, the categorised functions). Parental control and a content refresh
// change those answers without changing their keys.
const CONTENT_ROOTS = new Set(['catalog', 'titles', 'player', 'functions', 'media'])

/** Refetches every catalogue-dependent query (active ones now, the others when next used). */
export const refetchContentQueries = (queryClient: QueryClient): Promise<void> =>
  queryClient.invalidateQueries({
    predicate: (query) => CONTENT_ROOTS.has(String(query.queryKey[0])),
  })

/**
 * Refetches every catalogue-dependent query. The offline copies of those answers go first: they
 * would show what is no longer served (a locked adult category, another cloud's titles).
 */
export async function invalidateContentQueries(queryClient: QueryClient): Promise<void> {
  await clearCopies()
  await refetchContentQueries(queryClient)
}
