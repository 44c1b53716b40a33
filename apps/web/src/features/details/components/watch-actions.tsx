import { Check, Play, RotateCcw } from 'lucide-react'
import { formatClock, t } from '@myflix/shared'
import { Button } from '@/components/ui/button'
import { WatchButton } from './details-header'

export interface WatchMark {
  watched: boolean
  busy: boolean
  onToggle: () => void
}

/**
 * The watch area: 'Assistir Agora', or for a started movie 'Continuar de mm:ss' and 'Começar do
 * início' (issue 17); and the movie's 'Marcar como assistido' / 'não assistido'.
 */
export function WatchActions({
  resumeAt,
  onWatch,
  disabled,
  mark,
}: {
  resumeAt: number | null
  /** `startAt`: the second to start at; null from the start. */
  onWatch: (startAt: number | null) => void
  disabled: boolean
  mark: WatchMark | null
}) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      {resumeAt === null ? (
        <WatchButton onWatch={() => onWatch(null)} disabled={disabled} />
      ) : (
        <>
          <Button size="lg" onClick={() => onWatch(resumeAt)} disabled={disabled}>
            <Play aria-hidden className="fill-current" />
            {t('library.resumeFrom', { time: formatClock(resumeAt) })}
          </Button>
          <Button size="lg" variant="secondary" onClick={() => onWatch(null)} disabled={disabled}>
            <RotateCcw aria-hidden />
            {t('library.startOver')}
          </Button>
        </>
      )}
      {mark && (
        <Button size="lg" variant="outline" onClick={mark.onToggle} disabled={mark.busy}>
          <Check aria-hidden />
          {t(mark.watched ? 'library.markUnwatched' : 'library.markWatched')}
        </Button>
      )}
    </div>
  )
}
