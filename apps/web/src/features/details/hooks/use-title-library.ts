import { useMemo } from 'react'
import { resumePoint, type CatalogItem, type Episode } from '@myflix/shared'
import {
  progressKey,
  useContinueWatching,
  useMarkWatched,
  useProgress,
  useProgressLookup,
} from '@/lib/api/library'
import { continueEpisode, episodesMark, movieMark } from '../lib/library-requests'

/**
 * What the user's library says about the title on screen: where a movie resumes, which episode
 * 'Assistir Agora' continues with, each episode's entry, and the marks' actions.
 */
export function useTitleLibrary(
  item: CatalogItem,
  episodes: Record<string, readonly Episode[]> | undefined,
) {
  const lookup = useProgressLookup()
  const progress = useProgress().data
  const continueItems = useContinueWatching().data
  const mark = useMarkWatched()
  const isSeries = item.type === 'series'
  const movieEntry = item.type === 'movie' ? lookup.get(progressKey('movie', item.id)) : undefined
  const pick = useMemo(
    () => (isSeries ? continueEpisode(item.id, episodes, continueItems, progress) : null),
    [isSeries, item.id, episodes, continueItems, progress],
  )
  // Spec §2's heart once the title was watched: here, or (issue 17) any time before.
  const watchedBefore = isSeries
    ? (progress?.some((entry) => entry.series_id === item.id && entry.watched) ?? false)
    : (movieEntry?.watched ?? false)
  return {
    lookup,
    movieWatched: movieEntry?.watched ?? false,
    /** 'Continuar de mm:ss' for a started movie. */
    resumeAt: resumePoint(movieEntry ?? null),
    pick,
    watchedBefore,
    marking: mark.isPending,
    episodeResume: (episode: Episode) =>
      resumePoint(lookup.get(progressKey('episode', episode.id)) ?? null),
    markMovie: (watched: boolean) => mark.mutate(movieMark(item, watched, new Date())),
    markEpisodes: (list: readonly Episode[], watched: boolean) => {
      if (episodes && list.length > 0)
        mark.mutate(episodesMark(item, list, episodes, watched, new Date()))
    },
  }
}

export type TitleLibrary = ReturnType<typeof useTitleLibrary>
