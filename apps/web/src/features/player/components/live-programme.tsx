import { t, type ChannelNowNext } from '@myflix/shared'
import { ProgressBar } from '@/components/content/progress-bar'
import { useNow } from '@/hooks/use-now'
import { formatClock, formatTimeRange, nowNextAt, programmeProgress } from '@/lib/programme-time'

/** How often the progress bar moves (a 30-minute programme moves 0.5 % a step). */
const PROGRESS_STEP_MS = 10_000

/** How far a programme has aired, for the overlay and the channel list. */
export function ProgrammeProgress({ ratio, thin }: { ratio: number; thin?: boolean }) {
  return (
    <ProgressBar
      ratio={ratio}
      label={(percent) => t('guide.player.progress', { percent })}
      thin={thin}
      className="rounded-full"
    />
  )
}

/**
 * The live overlay's programme lines under the channel: what is on now (times and a bar that
 * advances) and "A seguir: HH:mm Título". Nothing when the guide has nothing for the channel.
 */
export function LiveProgramme({ entry }: { entry: ChannelNowNext | undefined }) {
  const clock = useNow(PROGRESS_STEP_MS)
  const { now, next } = nowNextAt(entry, clock)
  if (!now && !next) return null
  return (
    <div data-testid="player-programme" className="mt-1 flex max-w-xl flex-col gap-1 text-sm">
      {now && (
        <>
          <p className="flex min-w-0 items-baseline gap-2">
            <span className="shrink-0 text-xs font-bold text-accent-text uppercase">
              {t('guide.player.now')}
            </span>
            <span className="shrink-0 text-muted tabular-nums">{formatTimeRange(now)}</span>
            <span data-testid="player-now" className="truncate font-medium">
              {now.title}
            </span>
          </p>
          <ProgrammeProgress ratio={programmeProgress(now, clock)} />
        </>
      )}
      {next && (
        <p data-testid="player-next" className="truncate text-muted">
          {t('guide.player.nextLine', { time: formatClock(next.start), title: next.title })}
        </p>
      )}
    </div>
  )
}
