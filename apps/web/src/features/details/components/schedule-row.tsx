import { useState } from 'react'
import { History, Play, RotateCcw } from 'lucide-react'
import { catchupOffer, t, type CatalogItem, type ProgrammeDetail } from '@myflix/shared'
import { cn } from '@/lib/cn'
import { formatClock, programmeState, programmeTexts } from '@/lib/programme-time'

const actionClass =
  'inline-flex min-h-11 shrink-0 cursor-pointer items-center gap-1.5 self-center rounded-lg px-3 text-sm font-semibold text-accent-text outline-none hover:bg-surface-raised focus-visible:ring-3 focus-visible:ring-ring'

/**
 * One programme of a channel's schedule: its time and title, 'Agora' on the one on now, its
 * description (a click opens it whole). On a channel with archive (issue 19), one it aired within
 * the archive is marked 'Disponível para assistir' with 'Assistir', and the one on now has
 * 'Assistir do início'; both call `onCatchup`. Past programmes out of reach stay dimmed.
 */
export function ScheduleRow({
  channel,
  programme,
  dayFrom,
  now,
  onCatchup,
}: {
  channel: CatalogItem
  programme: ProgrammeDetail
  /** The day shown, from its local midnight: a programme that began before says so. */
  dayFrom: number
  now: number
  onCatchup: () => void
}) {
  const [open, setOpen] = useState(false)
  const state = programmeState(programme, now)
  const description = programme.description.trim()
  const offer = catchupOffer(programme, channel.tv_archive_days, now)
  const times = programmeTexts(channel, programme)
  // A past programme is dimmed by its title's colour, not by opacity: faded muted text would fall
  // under 4.5:1 (issue 21).
  const past = state === 'past' && offer === 'none'
  const heading = (
    <>
      <span className="w-12 shrink-0 text-sm text-muted tabular-nums">
        {formatClock(programme.start)}
        {programme.start < dayFrom && (
          <span className="block text-xs leading-tight">{t('guide.details.dayBefore')}</span>
        )}
      </span>
      <span className="min-w-0 flex-1">
        <span className="flex flex-wrap items-center gap-2">
          <span className={cn('font-medium', past && 'text-muted')}>{programme.title}</span>
          {state === 'now' && (
            <span className="rounded bg-accent px-1.5 py-0.5 text-[0.65rem] font-bold text-accent-foreground uppercase">
              {t('guide.details.now')}
            </span>
          )}
          {offer === 'replay' && (
            <span className="inline-flex items-center gap-1 text-xs font-medium text-accent-text">
              <History aria-hidden className="size-3.5" />
              {t('guide.catchup.available')}
            </span>
          )}
        </span>
        {description && (
          <span
            className={cn('mt-0.5 text-sm text-muted', open ? 'block' : 'line-clamp-1')}
            data-testid="programme-description"
          >
            {description}
          </span>
        )}
      </span>
    </>
  )
  return (
    <li
      data-state={state}
      data-catchup={offer === 'none' ? undefined : offer}
      data-dimmed={past || undefined}
      aria-current={state === 'now' ? 'true' : undefined}
      className={cn(
        'flex border-b border-border pr-1 last:border-b-0',
        state === 'now' && 'bg-surface-raised',
      )}
    >
      {description ? (
        <button
          type="button"
          aria-expanded={open}
          onClick={() => setOpen((shown) => !shown)}
          className="flex min-w-0 flex-1 cursor-pointer gap-3 px-3 py-2 text-left outline-none focus-visible:ring-3 focus-visible:ring-ring focus-visible:ring-inset"
        >
          {heading}
        </button>
      ) : (
        <div className="flex min-w-0 flex-1 gap-3 px-3 py-2">{heading}</div>
      )}
      {offer === 'replay' && (
        <button
          type="button"
          onClick={onCatchup}
          aria-label={t('guide.catchup.watchProgramme', times)}
          className={actionClass}
        >
          <Play aria-hidden className="size-4" />
          {t('guide.catchup.watch')}
        </button>
      )}
      {offer === 'restart' && (
        <button
          type="button"
          onClick={onCatchup}
          aria-label={t('guide.catchup.restartOf', times)}
          className={actionClass}
        >
          <RotateCcw aria-hidden className="size-4" />
          <span className="max-sm:hidden">{t('guide.catchup.restart')}</span>
        </button>
      )}
    </li>
  )
}
