import { X } from 'lucide-react'
import { t, type EpisodeRef } from '@myflix/shared'
import { Button } from '@/components/ui/button'
import { episodeLine } from '../lib/episode-label'

type UpNextProps = {
  next: EpisodeRef
  /** Seconds until it plays by itself; null when it will not (the setting is off, or it ended). */
  countdown: number | null
  onWatch: () => void
  onDismiss: () => void
}

/** 'Próximo episódio' in the last seconds of an episode: what comes, when, and a way to start it now. */
export function UpNextCard({ next, countdown, onWatch, onDismiss }: UpNextProps) {
  return (
    <aside
      aria-label={t('player.nextEpisode')}
      data-testid="up-next"
      className="absolute right-2 bottom-28 z-10 flex w-72 max-w-[calc(100%-1rem)] flex-col gap-2 rounded-xl border border-border bg-surface/95 p-4 shadow-lg sm:right-4"
    >
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <p className="text-xs font-semibold tracking-wide text-muted uppercase">
            {t('player.nextEpisode')}
          </p>
          <p className="line-clamp-2 font-semibold">{episodeLine(next)}</p>
          {countdown !== null && (
            <p role="timer" aria-live="off" className="text-sm text-muted">
              {t('player.upNextIn', { seconds: countdown })}
            </p>
          )}
        </div>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('player.dismissUpNext')}
          onClick={onDismiss}
        >
          <X aria-hidden />
        </Button>
      </div>
      <Button onClick={onWatch}>{t('player.watchNow')}</Button>
    </aside>
  )
}
