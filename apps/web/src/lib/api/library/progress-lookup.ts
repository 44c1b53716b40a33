import { useQuery } from '@tanstack/react-query'
import type { LibraryKind, ProgressEntry } from '@myflix/shared'
import { progressQueryOptions } from './keys'
import { useLibraryUser } from './library-state'

export type ProgressLookup = ReadonlyMap<string, ProgressEntry>

const EMPTY: ProgressLookup = new Map()
// One lookup per answer, however many cards read it.
const lookups = new WeakMap<readonly ProgressEntry[], ProgressLookup>()

export const progressKey = (kind: LibraryKind, id: string) => `${kind}:${id}`

export function progressLookup(list: readonly ProgressEntry[]): ProgressLookup {
  let lookup = lookups.get(list)
  if (!lookup) {
    lookup = new Map(list.map((entry) => [progressKey(entry.kind, entry.id), entry]))
    lookups.set(list, lookup)
  }
  return lookup
}

/** Every position and mark by `kind:id`, from the app's one progress query. */
export function useProgressLookup(): ProgressLookup {
  const { data } = useQuery({ ...progressQueryOptions(), enabled: useLibraryUser() !== null })
  return data ? progressLookup(data) : EMPTY
}

/**
 * One title's entry; the card re-renders only when that entry changes (the cache keeps untouched
 * entries as they were), not at every save of another title.
 */
export function useProgressEntry(kind: LibraryKind, id: string): ProgressEntry | undefined {
  const { data } = useQuery({
    ...progressQueryOptions(),
    enabled: useLibraryUser() !== null,
    select: (list) => progressLookup(list).get(progressKey(kind, id)) ?? null,
  })
  return data ?? undefined
}
