import type { QueryClient } from '@tanstack/react-query'
import { accountKeys } from './api/account'
import { catalogKeys } from './api/catalog/keys'
import { mediaKeys } from './api/media'
import { clearCopies } from './cache/offline-copy'

// Roots of every query whose answer depends on the catalogue the server serves this session (lists,
// titles, search, the account of the active cloud, signed media URLs). Parental control and a
// content refresh change those answers without changing their keys.
const CONTENT_ROOTS = new Set<unknown>([catalogKeys.all[0], accountKeys.all[0], mediaKeys.all[0]])

/** Refetches every catalogue-dependent query (active ones now, the others when next used). */
export const refetchContentQueries = (queryClient: QueryClient): Promise<void> =>
  queryClient.invalidateQueries({ predicate: (query) => CONTENT_ROOTS.has(query.queryKey[0]) })

/**
 * Refetches every catalogue-dependent query. The offline copies of those answers go first: they
 * would show what is no longer served (a locked adult category, another cloud's titles).
 */
export async function invalidateContentQueries(queryClient: QueryClient): Promise<void> {
  await clearCopies()
  await refetchContentQueries(queryClient)
}
