import { useRef } from 'react'
import { Check, Play, RotateCcw } from 'lucide-react'
import { formatClock, t } from '@myflix/shared'
import { Button } from '@/components/ui/button'
import { useOpeningFocus } from '../hooks/use-opening-focus'

export interface WatchMark {
  watched: boolean
  busy: boolean
  onToggle: () => void
}

/**
 * The watch area: 'Assistir Agora', or for a started movie 'Continuar de mm:ss' and 'Começar do
 * início' (issue 17); and the movie's 'Marcar como assistido' / 'não assistido'. The first is the
 * page's primary action: focused when the page opens, and one element whichever it reads, so the
 * player's close returns focus to it even when closing turned 'Assistir Agora' into 'Continuar'.
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
  const primary = useRef<HTMLButtonElement>(null)
  useOpeningFocus(primary, !disabled)
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button
        ref={primary}
        size="lg"
        onClick={() => onWatch(resumeAt)}
        disabled={disabled}
        data-testid="primary-action"
      >
        <Play aria-hidden className="fill-current" />
        {resumeAt === null
          ? t('titles.details.watchNow')
          : t('library.resumeFrom', { time: formatClock(resumeAt) })}
      </Button>
      {resumeAt !== null && (
        <Button size="lg" variant="secondary" onClick={() => onWatch(null)} disabled={disabled}>
          <RotateCcw aria-hidden />
          {t('library.startOver')}
        </Button>
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
