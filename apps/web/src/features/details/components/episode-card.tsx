import { useState } from 'react'
import { AlertTriangle, CheckCircle2, CircleDashed, LoaderCircle, XCircle } from 'lucide-react'
import { t, type Episode } from '@myflix/shared'
import { fallbackPoster } from '@/components/content/fallback-posters'
import { cn } from '@/lib/cn'
import type { Availability } from '../lib/availability'
import { DEFAULT_EPISODE_MINUTES, durationMinutes, episodeCode } from '../lib/episodes'
import { StarRating } from './star-rating'

const STATUS = {
  unknown: { icon: CircleDashed, label: 'titles.episodes.statusUnknown', tone: 'text-muted' },
  checking: { icon: LoaderCircle, label: 'titles.episodes.statusChecking', tone: 'text-muted' },
  available: { icon: CheckCircle2, label: 'titles.episodes.statusAvailable', tone: 'text-success' },
  unavailable: { icon: XCircle, label: 'titles.episodes.unavailable', tone: 'text-danger' },
  'circuit-open': { icon: AlertTriangle, label: 'titles.episodes.busy', tone: 'text-yellow-400' },
} as const

/** One episode (spec §2): thumbnail, 'name - SxxEyy', 3 of 5 stars, duration, plot and its status. */
export function EpisodeCard({
  episode,
  seriesId,
  seriesName,
  availability,
  selected,
  onSelect,
}: {
  episode: Episode
  seriesId: string
  seriesName: string
  availability: Availability
  selected: boolean
  onSelect: () => void
}) {
  const fallback = fallbackPoster('series', seriesId)
  const [src, setSrc] = useState(episode.movie_image || fallback)
  const status = STATUS[availability]
  const Icon = status.icon
  return (
    <li>
      <button
        type="button"
        onClick={onSelect}
        aria-current={selected || undefined}
        data-testid="episode-card"
        data-availability={availability}
        className={cn(
          'flex w-full cursor-pointer gap-3 rounded-xl border bg-surface p-2 text-left transition-colors outline-none hover:bg-surface-raised focus-visible:ring-3 focus-visible:ring-ring sm:gap-4 sm:p-3',
          selected ? 'border-accent' : 'border-border',
        )}
      >
        <img
          src={src}
          alt=""
          loading="lazy"
          onError={() => src !== fallback && setSrc(fallback)}
          className="aspect-video w-28 shrink-0 rounded-lg bg-surface-raised object-cover sm:w-44"
        />
        <span className="min-w-0 flex-1">
          <span className="flex items-start gap-2">
            <span className="min-w-0 flex-1 font-semibold">{episodeCode(seriesName, episode)}</span>
            <Icon
              role="img"
              aria-label={t(status.label)}
              className={cn(
                'size-5 shrink-0',
                status.tone,
                availability === 'checking' && 'animate-spin',
              )}
            />
          </span>
          <span className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted">
            <StarRating filled={3} label={t('titles.episodes.stars', { count: 3 })} />
            <span>
              {t('titles.episodes.minutes', {
                minutes: durationMinutes(episode.duration, DEFAULT_EPISODE_MINUTES),
              })}
            </span>
            {availability === 'unavailable' && (
              <span className="font-semibold text-danger">{t('titles.episodes.unavailable')}</span>
            )}
            {availability === 'circuit-open' && (
              <span className="font-semibold text-yellow-400">{t('titles.episodes.busy')}</span>
            )}
            {selected && (
              <span className="font-semibold text-accent">{t('titles.episodes.selected')}</span>
            )}
          </span>
          {episode.plot && (
            <span className="mt-1 line-clamp-2 text-sm text-muted">{episode.plot}</span>
          )}
        </span>
      </button>
    </li>
  )
}
