import { useCallback } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ContinueItem, MarkWatchedRequest, ProgressEntry } from '@myflix/shared'
import { fetchEndpoint } from '../endpoint'
import { markWatchedEndpoint, removeContinueEndpoint } from './endpoints'
import { libraryKeys, progressQueryOptions } from './keys'
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
      const before = client.getQueryData<ProgressEntry[]>(key)
      // With no list yet, the first read is left to arrive: cancelling it would leave nothing to
      // write the marks in, and nothing would read the library again.
      if (!before) return { before }
      await client.cancelQueries({ queryKey: key })
      writeProgress(
        client,
        markedEntries(request, (title) => cachedEntry(client, title)),
      )
      return { before }
    },
    onSuccess: (entries) => {
      if (client.getQueryData(key)) return writeProgress(client, entries)
      // The marks join the first read once it arrives; they are newer than anything it holds.
      void client.fetchQuery(progressQueryOptions()).then(
        () => writeProgress(client, entries),
        () => undefined,
      )
    },
    onError: (error, _request, context) => {
      if (context?.before) client.setQueryData(key, context.before)
      notifyLibraryFailure('library.markFailed', error)
    },
    onSettled: () => client.invalidateQueries({ queryKey: libraryKeys.continueWatching() }),
  })
}

type ContinueCard = Pick<ContinueItem, 'content' | 'kind' | 'id'>

/** What 'Remover' names: a movie, a series (every episode), or one catch-up programme (issue 19). */
const continueKey = ({ content, kind, id }: ContinueCard) =>
  kind === 'catchup'
    ? { kind, id }
    : { kind: content.type === 'series' ? ('series' as const) : ('movie' as const), id: content.id }

/** 'Remover': the title leaves 'Continuar Assistindo' at once; its watched marks stay. */
export function useRemoveContinue() {
  const client = useQueryClient()
  const key = libraryKeys.continueWatching()
  return useMutation({
    mutationFn: (item: ContinueCard) => fetchEndpoint(removeContinueEndpoint, continueKey(item)),
    onMutate: async (item) => {
      await client.cancelQueries({ queryKey: key })
      const before = client.getQueryData<ContinueItem[]>(key)
      const removed = continueKey(item)
      client.setQueryData<ContinueItem[]>(key, (list) =>
        list?.filter((entry) => {
          const other = continueKey(entry)
          return other.kind !== removed.kind || other.id !== removed.id
        }),
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
