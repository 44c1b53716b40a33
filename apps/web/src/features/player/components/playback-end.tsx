import { useEffect, useRef } from 'react'
import { RotateCcw } from 'lucide-react'
import { STILL_WATCHING_AFTER, t } from '@myflix/shared'
import { Button } from '@/components/ui/button'

/** The end of a movie or of a series' last episode: never a frozen frame, always a way on. */
export function EndedPanel({
  lastEpisode,
  onReplay,
  onClose,
}: {
  lastEpisode: boolean
  onReplay: () => void
  onClose: () => void
}) {
  return (
    <div
      role="status"
      data-testid="player-ended"
      className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-black/80 p-6 text-center"
    >
      <p className="text-lg font-semibold">{t('player.ended')}</p>
      {lastEpisode && <p className="text-muted">{t('player.endedSeries')}</p>}
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        <Button onClick={onReplay}>
          <RotateCcw aria-hidden />
          {t('player.replay')}
        </Button>
        <Button variant="outline" onClick={onClose}>
          {t('player.closeAction')}
        </Button>
      </div>
    </div>
  )
}

/** 'Você ainda está assistindo?' after episodes autoplayed in a row with no one touching anything. */
export function StillWatchingDialog({
  onContinue,
  onStop,
}: {
  onContinue: () => void
  onStop: () => void
}) {
  const continueRef = useRef<HTMLButtonElement>(null)
  useEffect(() => continueRef.current?.focus(), [])
  return (
    <div
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="still-watching-title"
      className="absolute inset-0 z-20 flex flex-col items-center justify-center gap-3 bg-black/85 p-6 text-center"
    >
      <p id="still-watching-title" className="text-xl font-semibold">
        {t('player.stillWatching')}
      </p>
      <p className="text-muted">{t('player.stillWatchingHint', { count: STILL_WATCHING_AFTER })}</p>
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        <Button ref={continueRef} onClick={onContinue}>
          {t('player.keepWatching')}
        </Button>
        <Button variant="outline" onClick={onStop}>
          {t('player.stopWatching')}
        </Button>
      </div>
    </div>
  )
}
