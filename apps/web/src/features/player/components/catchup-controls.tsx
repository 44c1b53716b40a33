import { History, Radio } from 'lucide-react'
import { t, type ChannelNowNext, type Programme } from '@myflix/shared'
import { Button } from '@/components/ui/button'
import { useNow } from '@/hooks/use-now'
import { formatTimeRange } from '@/lib/programme-time'
import { restartableProgramme } from '../lib/catchup-requests'

/** How often 'Assistir do início' looks again at what is on now. */
const CLOCK_STEP_MS = 10_000

/** Under the channel, in place of now/next: the programme of the archive playing, and its times. */
export function CatchupProgramme({ programme }: { programme: Programme }) {
  return (
    <p data-testid="player-catchup" className="mt-1 flex min-w-0 items-baseline gap-2 text-sm">
      <span className="truncate font-medium">
        {t('guide.catchup.replayOf', { title: programme.title })}
      </span>
      <span className="shrink-0 text-muted tabular-nums">{formatTimeRange(programme)}</span>
    </p>
  )
}

/**
 * 'Assistir do início' on a live channel with archive while a programme is on (issue 19): plays
 * that programme from its beginning. Nothing without archive or without a programme on now. On a
 * phone the top bar is narrow: the icon stays, the words are for screen readers.
 */
export function RestartButton({
  days,
  entry,
  onRestart,
}: {
  days: number
  entry: ChannelNowNext | undefined
  onRestart: (programme: Programme) => void
}) {
  const clock = useNow(CLOCK_STEP_MS)
  const programme = restartableProgramme(days, entry, clock)
  if (!programme) return null
  return (
    <Button
      variant="outline"
      size="xs"
      title={t('guide.catchup.rewindHint')}
      onClick={() => onRestart(programme)}
    >
      <History aria-hidden />
      <span className="max-sm:sr-only">{t('guide.catchup.restart')}</span>
    </Button>
  )
}

/** 'Voltar ao vivo' while a programme of the channel's archive plays, refused or not. */
export function BackToLiveButton({ onClick }: { onClick: () => void }) {
  return (
    <Button variant="outline" size="xs" onClick={onClick}>
      <Radio aria-hidden />
      <span className="max-sm:sr-only">{t('guide.catchup.backToLive')}</span>
    </Button>
  )
}
