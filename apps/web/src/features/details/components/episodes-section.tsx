import { CheckCheck } from 'lucide-react'
import { t, type Episode } from '@myflix/shared'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { progressKey, type ProgressLookup } from '@/lib/api/library'
import { remoteSelectKeyDown } from '@/lib/remote-select'
import type { Availability } from '../lib/availability'
import { episodeWindow } from '../lib/episodes'
import { EpisodeCard } from './episode-card'

export interface EpisodesSectionProps {
  seriesId: string
  seriesName: string
  seasons: readonly number[]
  season: number | null
  pending: number | null
  episodes: readonly Episode[]
  selectedId: string | null
  pages: number
  loading: boolean
  error: boolean
  availability: (id: string) => Availability
  /** The user's positions and marks, by `kind:id`. */
  progress: ProgressLookup
  marking: boolean
  onMark: (episodes: readonly Episode[], watched: boolean) => void
  onSeason: (season: number) => void
  onSelect: (id: string) => void
  onLoadMore: () => void
}

/** Spec §2 series block: season heading, picker (more than one season only), episodes 10 at a time. */
export function EpisodesSection(props: EpisodesSectionProps) {
  const { seasons, season, pending, episodes, loading, error, progress } = props
  const seasonWatched =
    episodes.length > 0 &&
    episodes.every((episode) => progress.get(progressKey('episode', episode.id))?.watched)
  return (
    <section aria-labelledby="episodes-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="episodes-heading" className="text-xl font-bold">
          {season !== null
            ? t('titles.episodes.season', { season })
            : t('titles.episodes.episodes')}
        </h2>
        {seasons.length > 1 && season !== null && (
          <select
            aria-label={t('titles.episodes.seasonPicker')}
            value={pending ?? season}
            onChange={(event) => props.onSeason(Number(event.target.value))}
            onKeyDown={remoteSelectKeyDown}
            className="min-h-11 rounded-lg border border-border bg-surface-raised px-3 text-base"
          >
            {seasons.map((number) => (
              <option key={number} value={number}>
                {t('titles.episodes.season', { season: number })}
              </option>
            ))}
          </select>
        )}
        {!loading && episodes.length > 0 && (pending === null || pending === season) && (
          <Button
            variant="outline"
            // Its label is wider than a phone's column: it wraps instead of widening the page.
            className="max-w-full"
            disabled={props.marking}
            onClick={() => props.onMark(episodes, !seasonWatched)}
          >
            <CheckCheck aria-hidden />
            {t(seasonWatched ? 'library.markSeasonUnwatched' : 'library.markSeasonWatched')}
          </Button>
        )}
      </div>
      {loading ? (
        <Status text={t('titles.episodes.loading')} spinner />
      ) : error ? (
        <Status text={t('titles.episodes.error')} alert />
      ) : seasons.length === 0 ? (
        <Status text={t('titles.episodes.empty')} />
      ) : pending !== null && pending !== season ? (
        <Status text={t('titles.episodes.loadingSeason', { season: pending })} spinner />
      ) : episodes.length === 0 ? (
        <Status text={t('titles.episodes.emptySeason')} />
      ) : (
        <EpisodeList {...props} />
      )}
    </section>
  )
}

function EpisodeList({
  seriesId,
  seriesName,
  episodes,
  selectedId,
  pages,
  availability,
  progress,
  marking,
  onMark,
  onSelect,
  onLoadMore,
}: EpisodesSectionProps) {
  const { shown, remaining } = episodeWindow(episodes.length, pages)
  const selected = selectedId ?? episodes[0]?.id
  return (
    <>
      <ul className="flex flex-col gap-3">
        {episodes.slice(0, shown).map((episode) => (
          <EpisodeCard
            key={episode.id}
            episode={episode}
            seriesId={seriesId}
            seriesName={seriesName}
            availability={availability(episode.id)}
            selected={episode.id === selected}
            entry={progress.get(progressKey('episode', episode.id))}
            marking={marking}
            onMark={(watched) => onMark([episode], watched)}
            onSelect={() => onSelect(episode.id)}
          />
        ))}
      </ul>
      {remaining > 0 && (
        <Button variant="secondary" onClick={onLoadMore} className="self-center">
          {t('titles.episodes.loadMore', { count: remaining })}
        </Button>
      )}
    </>
  )
}

function Status({ text, spinner, alert }: { text: string; spinner?: boolean; alert?: boolean }) {
  return (
    <div
      role={alert ? 'alert' : 'status'}
      className="flex items-center justify-center gap-3 rounded-xl border border-border bg-surface p-6 text-muted"
    >
      {spinner && <Spinner size="md" label={text} />}
      <p>{text}</p>
    </div>
  )
}
