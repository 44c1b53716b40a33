import { useCallback } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ContinueItem, MarkWatchedRequest, ProgressEntry } from '@myflix/shared'
import { fetchEndpoint } from '../endpoint'
import { markWatchedEndpoint, removeContinueEndpoint } from './endpoints'
import { libraryKeys } from './keys'
import { cachedEntry, writeProgress } from './progress-cache'
import { notifyLibraryFailure } from './refusal-toast'

/** The entries a mark makes, before the server answers: watched ones at their end, others at 0. */
function markedEntries(
  request: MarkWatchedRequest,
  cached: (key: Pick<ProgressEntry, 'kind' | 'id'>) => ProgressEntry | undefined,
): ProgressEntry[] {
  return request.items.map((item) => {
    const duration = item.duration ?? cached(item)?.duration ?? 0
    return {
      kind: item.kind,
      id: item.id,
      series_id: item.series_id,
      episode: item.episode,
      programme: null,
      position: request.watched ? duration : 0,
      duration,
      watched: request.watched,
      updated_at: request.at,
    }
  })
}

/**
 * 'Marcar como assistido' / 'Marcar como não assistido' for a movie, episodes or a season. Bars and
 * marks change at once; 'Continuar Assistindo' is asked again, since the server decides what it
 * holds now. A refusal puts the marks back and says so in a toast.
 */
export function useMarkWatched() {
  const client = useQueryClient()
  const key = libraryKeys.progress()
  return useMutation({
    mutationFn: (request: MarkWatchedRequest) => fetchEndpoint(markWatchedEndpoint, request),
    onMutate: async (request) => {
      await client.cancelQueries({ queryKey: key })
      const before = client.getQueryData<ProgressEntry[]>(key)
      writeProgress(
        client,
        markedEntries(request, (title) => cachedEntry(client, title)),
      )
      return { before }
    },
    onSuccess: (entries) => writeProgress(client, entries),
    onError: (error, _request, context) => {
      if (context?.before) client.setQueryData(key, context.before)
      notifyLibraryFailure('library.markFailed', error)
    },
    onSettled: () => client.invalidateQueries({ queryKey: libraryKeys.continueWatching() }),
  })
}

/** 'Remover': the title leaves 'Continuar Assistindo' at once; its watched marks stay. */
export function useRemoveContinue() {
  const client = useQueryClient()
  const key = libraryKeys.continueWatching()
  return useMutation({
    mutationFn: (item: Pick<ContinueItem, 'content'>) =>
      fetchEndpoint(removeContinueEndpoint, {
        kind: item.content.type === 'series' ? 'series' : 'movie',
        id: item.content.id,
      }),
    onMutate: async (item) => {
      await client.cancelQueries({ queryKey: key })
      const before = client.getQueryData<ContinueItem[]>(key)
      client.setQueryData<ContinueItem[]>(key, (list) =>
        list?.filter(
          (entry) =>
            entry.content.type !== item.content.type || entry.content.id !== item.content.id,
        ),
      )
      return { before }
    },
    onError: (error, _item, context) => {
      if (context?.before) client.setQueryData(key, context.before)
      notifyLibraryFailure('library.removeFailed', error)
    },
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  })
}

/** Asks for 'Continuar Assistindo' again if a save or a mark made it stale (a player closing). */
export function useRefreshStaleContinue() {
  const client = useQueryClient()
  return useCallback(
    () =>
      void client.refetchQueries({
        queryKey: libraryKeys.continueWatching(),
        stale: true,
        type: 'active',
      }),
    [client],
  )
}
