import { useEffect, useRef, useState } from 'react'
import { t, type ProgrammeDetail } from '@myflix/shared'
import { Spinner } from '@/components/ui/spinner'
import { cn } from '@/lib/cn'
import { formatClock, programmeState, type ProgrammeState } from '@/lib/programme-time'
import { scheduleScrollTop } from '../lib/schedule-scroll'

/**
 * 'Programação de hoje' of a channel, in place of its synopsis: each programme's time and title,
 * its description under it (a click opens it whole), the one on now marked 'Agora' and scrolled
 * into view, past ones dimmed.
 */
export function ChannelSchedule({
  programmes,
  now,
  loading,
}: {
  programmes: readonly ProgrammeDetail[]
  now: number
  loading: boolean
}) {
  const listRef = useRef<HTMLOListElement>(null)
  const scrolled = useRef(false)

  // Once, when the programmes arrive: later ticks of the clock must not pull the list back.
  useEffect(() => {
    const list = listRef.current
    const row = list?.querySelector<HTMLElement>('[aria-current="true"]')
    if (!list || !row || scrolled.current) return
    scrolled.current = true
    list.scrollTop = scheduleScrollTop(
      row.offsetTop,
      row.offsetHeight,
      list.clientHeight,
      list.scrollHeight,
    )
  }, [programmes])

  return (
    <section data-testid="channel-schedule" aria-labelledby="channel-schedule-title">
      <h2 id="channel-schedule-title" className="font-semibold">
        {t('guide.details.schedule')}
      </h2>
      {loading ? (
        <p className="mt-3 flex items-center gap-2 text-sm text-muted">
          <Spinner className="size-4" label={t('guide.details.loading')} />
          {t('guide.details.loading')}
        </p>
      ) : (
        <ol
          ref={listRef}
          className="relative mt-2 max-h-96 overflow-y-auto rounded-xl border border-border"
        >
          {programmes.map((programme) => (
            <ScheduleRow
              key={`${programme.start}-${programme.title}`}
              programme={programme}
              state={programmeState(programme, now)}
            />
          ))}
        </ol>
      )}
    </section>
  )
}

function ScheduleRow({ programme, state }: { programme: ProgrammeDetail; state: ProgrammeState }) {
  const [open, setOpen] = useState(false)
  const description = programme.description.trim()
  const heading = (
    <>
      <span className="w-12 shrink-0 text-sm text-muted tabular-nums">
        {formatClock(programme.start)}
      </span>
      <span className="min-w-0 flex-1">
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-medium">{programme.title}</span>
          {state === 'now' && (
            <span className="rounded bg-accent px-1.5 py-0.5 text-[0.65rem] font-bold text-accent-foreground uppercase">
              {t('guide.details.now')}
            </span>
          )}
        </span>
        {description && (
          <span
            className={cn('mt-0.5 block text-sm text-muted', !open && 'line-clamp-1')}
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
      aria-current={state === 'now' ? 'true' : undefined}
      className={cn(
        'border-b border-border last:border-b-0',
        state === 'past' && 'opacity-60',
        state === 'now' && 'bg-surface-raised',
      )}
    >
      {description ? (
        <button
          type="button"
          aria-expanded={open}
          onClick={() => setOpen((shown) => !shown)}
          className="flex w-full cursor-pointer gap-3 px-3 py-2 text-left outline-none focus-visible:ring-3 focus-visible:ring-ring focus-visible:ring-inset"
        >
          {heading}
        </button>
      ) : (
        <div className="flex gap-3 px-3 py-2">{heading}</div>
      )}
    </li>
  )
}
