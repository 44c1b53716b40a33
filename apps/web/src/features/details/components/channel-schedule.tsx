import { useEffect, useRef, type ReactNode } from 'react'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { t, type CatalogItem, type Programme, type ProgrammeDetail } from '@myflix/shared'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import type { ScheduleDay } from '../hooks/use-channel-schedule'
import { scheduleScrollTop } from '../lib/schedule-scroll'
import { ScheduleRow } from './schedule-row'

/**
 * 'Programação de hoje' of a channel, in place of its synopsis: each programme's time and title,
 * its description under it (a click opens it whole), the one on now marked 'Agora' and scrolled
 * into view, past ones dimmed. On a channel with archive (issue 19) the days before are a step
 * away, what it aired is marked 'Disponível para assistir' with 'Assistir', and the programme on
 * now offers 'Assistir do início'; `onCatchup` plays them.
 */
export function ChannelSchedule({
  channel,
  programmes,
  now,
  loading,
  day,
  onCatchup,
}: {
  channel: CatalogItem
  programmes: readonly ProgrammeDetail[]
  now: number
  loading: boolean
  day: ScheduleDay
  onCatchup: (programme: Programme) => void
}) {
  const archive = (channel.tv_archive_days ?? 0) > 0
  return (
    <section data-testid="channel-schedule" aria-labelledby="channel-schedule-title">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="channel-schedule-title" className="font-semibold">
          {day.offset === 0
            ? t('guide.details.schedule')
            : t('guide.catchup.scheduleDay', { day: day.label })}
        </h2>
        {archive && <DaySteps day={day} />}
      </div>
      {loading ? (
        <p className="mt-3 flex items-center gap-2 text-sm text-muted">
          <Spinner size="sm" label={t('guide.details.loading')} />
          {t('guide.details.loading')}
        </p>
      ) : programmes.length === 0 ? (
        <p className="mt-3 text-sm text-muted">{t('guide.tv.noProgramme')}</p>
      ) : (
        // A new day is a new list, scrolled afresh.
        <ScheduleList key={day.offset} programmes={programmes}>
          {(programme) => (
            <ScheduleRow
              key={`${programme.start}-${programme.title}`}
              channel={channel}
              programme={programme}
              dayFrom={day.from}
              now={now}
              onCatchup={() => onCatchup(programme)}
            />
          )}
        </ScheduleList>
      )}
    </section>
  )
}

/** The list, scrolled once to the programme on now when it shows that day. */
function ScheduleList({
  programmes,
  children,
}: {
  programmes: readonly ProgrammeDetail[]
  children: (programme: ProgrammeDetail) => ReactNode
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
    <ol
      ref={listRef}
      className="relative mt-2 max-h-96 overflow-y-auto rounded-xl border border-border"
    >
      {programmes.map(children)}
    </ol>
  )
}

/** The day shown, with the day before (back to the archive's first) and after (up to today). */
function DaySteps({ day }: { day: ScheduleDay }) {
  return (
    <div className="flex items-center gap-1">
      <Button
        variant="ghost"
        size="icon"
        aria-label={t('guide.grid.previousDay')}
        disabled={!day.canGoBack}
        onClick={() => day.onDay(-1)}
      >
        <ChevronLeft aria-hidden />
      </Button>
      <p aria-live="polite" className="text-sm text-muted first-letter:uppercase">
        {day.label}
      </p>
      <Button
        variant="ghost"
        size="icon"
        aria-label={t('guide.grid.nextDay')}
        disabled={!day.canGoForward}
        onClick={() => day.onDay(1)}
      >
        <ChevronRight aria-hidden />
      </Button>
    </div>
  )
}
