import type { QueryClient } from '@tanstack/react-query'
import { progressState, type ProgressEntry, type SavePositionRequest } from '@myflix/shared'
import { libraryKeys } from './keys'

// The progress query is the one source of posters' bars, episode cards and the resume offer, so
// every save and mark lands in it at once instead of waiting for a refetch.

const sameTitle = (a: Pick<ProgressEntry, 'kind' | 'id'>, b: Pick<ProgressEntry, 'kind' | 'id'>) =>
  a.kind === b.kind && a.id === b.id

const time = (iso: string) => Date.parse(iso) || 0

/**
 * The list with `entries` in place of their titles' older ones, newest first. An entry older than
 * the one cached loses: the server keeps the newest `at`, and so does the device.
 */
export function mergeProgress(
  list: readonly ProgressEntry[] | undefined,
  entries: readonly ProgressEntry[],
): ProgressEntry[] {
  let next = [...(list ?? [])]
  for (const entry of entries) {
    const cached = next.find((candidate) => sameTitle(candidate, entry))
    if (cached && time(cached.updated_at) > time(entry.updated_at)) continue
    next = [entry, ...next.filter((candidate) => !sameTitle(candidate, entry))]
  }
  return next.sort((a, b) => time(b.updated_at) - time(a.updated_at))
}

/** The entry a save makes, before the server says what it stored. */
export function entryFromSave(
  request: SavePositionRequest,
  cached: ProgressEntry | undefined,
): ProgressEntry {
  const finished = progressState(request.position, request.duration) === 'watched'
  return {
    kind: request.kind,
    id: request.id,
    series_id: request.series_id,
    episode: request.episode,
    programme: request.programme,
    position: request.position,
    duration: request.duration,
    // Rewatching a watched title from its start keeps its mark until the server says otherwise.
    watched: finished || (cached?.watched ?? false),
    updated_at: request.at,
  }
}

export function writeProgress(client: QueryClient, entries: readonly ProgressEntry[]): void {
  client.setQueryData<ProgressEntry[]>(libraryKeys.progress(), (list) =>
    // Not loaded yet: the first read brings everything, these included.
    list ? mergeProgress(list, entries) : list,
  )
}

export function cachedEntry(client: QueryClient, key: Pick<ProgressEntry, 'kind' | 'id'>) {
  return client
    .getQueryData<ProgressEntry[]>(libraryKeys.progress())
    ?.find((entry) => sameTitle(entry, key))
}

/** 'Continuar Assistindo' is computed by the server: stale now, fetched when next shown. */
export const continueIsStale = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: libraryKeys.continueWatching(), refetchType: 'none' })
