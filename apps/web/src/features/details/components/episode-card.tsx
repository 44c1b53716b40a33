import { useRef, useState, type KeyboardEvent } from 'react'
import {
  AlertTriangle,
  Check,
  CheckCircle2,
  CircleDashed,
  LoaderCircle,
  XCircle,
} from 'lucide-react'
import { t, type Episode, type ProgressEntry } from '@myflix/shared'
import { fallbackPoster } from '@/components/content/fallback-posters'
import { LibraryMarks } from '@/components/content/library-marks'
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

/**
 * One episode (spec §2): thumbnail, 'name - SxxEyy', 3 of 5 stars, duration, plot and its status;
 * (issue 17) its bar or watched mark over the thumbnail, and beside the card the button that marks
 * it watched or not (a button of its own: the card is one already, and plays the episode).
 */
export function EpisodeCard({
  episode,
  seriesId,
  seriesName,
  availability,
  selected,
  entry,
  marking,
  onMark,
  onSelect,
}: {
  episode: Episode
  seriesId: string
  seriesName: string
  availability: Availability
  selected: boolean
  entry: ProgressEntry | undefined
  marking: boolean
  onMark: (watched: boolean) => void
  onSelect: () => void
}) {
  const fallback = fallbackPoster('series', seriesId)
  const [src, setSrc] = useState(episode.movie_image || fallback)
  const status = STATUS[availability]
  const Icon = status.icon
  const code = episodeCode(seriesName, episode)
  const watched = entry?.watched ?? false
  const cardRef = useRef<HTMLButtonElement>(null)
  const markRef = useRef<HTMLButtonElement>(null)
  // The mark sits over the card's corner, so no arrow finds it by geometry: → from the card goes to
  // it and ← comes back (issue 21: each card is one stop, its secondary action beside it).
  const arrowTo = (event: KeyboardEvent, key: string, target: HTMLButtonElement | null) => {
    if (event.key !== key || !target || target.disabled) return
    event.preventDefault()
    target.focus()
  }
  return (
    <li className="relative">
      <button
        ref={cardRef}
        type="button"
        onClick={onSelect}
        onKeyDown={(event) => arrowTo(event, 'ArrowRight', markRef.current)}
        aria-current={selected || undefined}
        data-testid="episode-card"
        data-availability={availability}
        className={cn(
          'flex w-full cursor-pointer gap-3 rounded-xl border bg-surface p-2 text-left transition-colors outline-none hover:bg-surface-raised focus-visible:ring-3 focus-visible:ring-ring sm:gap-4 sm:p-3',
          selected ? 'border-accent' : 'border-border',
        )}
      >
        <span className="relative aspect-video w-28 shrink-0 overflow-hidden rounded-lg bg-surface-raised sm:w-44">
          <img
            src={src}
            alt=""
            loading="lazy"
            onError={() => src !== fallback && setSrc(fallback)}
            className="size-full object-cover"
          />
          <LibraryMarks entry={entry} />
        </span>
        <span className="min-w-0 flex-1 pr-10">
          <span className="flex items-start gap-2">
            <span className="min-w-0 flex-1 font-semibold">{code}</span>
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
              <span className="font-semibold text-accent-text">
                {t('titles.episodes.selected')}
              </span>
            )}
          </span>
          {episode.plot && (
            <span className="mt-1 line-clamp-2 text-sm text-muted">{episode.plot}</span>
          )}
        </span>
      </button>
      <button
        ref={markRef}
        type="button"
        disabled={marking}
        onClick={() => onMark(!watched)}
        onKeyDown={(event) => arrowTo(event, 'ArrowLeft', cardRef.current)}
        aria-label={t(watched ? 'library.markEpisodeUnwatched' : 'library.markEpisodeWatched', {
          episode: code,
        })}
        title={t(watched ? 'library.markUnwatched' : 'library.markWatched')}
        className={cn(
          'absolute right-2 bottom-2 flex size-9 cursor-pointer items-center justify-center rounded-full border outline-none focus-visible:ring-3 focus-visible:ring-ring disabled:opacity-50 sm:right-3 sm:bottom-3',
          watched
            ? 'border-success bg-success text-white'
            : 'border-border bg-surface-raised text-muted hover:text-foreground',
        )}
      >
        <Check aria-hidden className="size-4" strokeWidth={3} />
      </button>
    </li>
  )
}
