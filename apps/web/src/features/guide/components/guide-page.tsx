import { useState } from 'react'
import { t } from '@myflix/shared'
import { useCategories } from '@/lib/api/catalog/lists'
import { useNow } from '@/hooks/use-now'
import { usePlayChannel } from '../hooks/use-play-channel'
import { addDays, dayStart } from '@/lib/programme-time'
import { dayLabel } from '@/lib/day-label'
import { DAY_OFFSET_MAX, DAY_OFFSET_MIN } from '../lib/timeline'
import { GuideGrid } from './guide-grid'
import { GuideStatusNote } from './guide-status-note'
import { GuideToolbar } from './guide-toolbar'
import { ProgrammeDialog, type ProgrammeChoice } from './programme-dialog'

/**
 * /guia: the programme guide of the active cloud, one day at a time, optionally one live category.
 * A programme on now plays its channel; any other opens its description, from which a programme of
 * a channel's archive plays (issue 19).
 */
export function GuidePage() {
  const categories = useCategories('live')
  const [categoryId, setCategoryId] = useState<string | null>(null)
  const [dayOffset, setDayOffset] = useState(0)
  const [jump, setJump] = useState(0)
  const [choice, setChoice] = useState<ProgrammeChoice | null>(null)
  const { playChannel, playCatchup, dialog } = usePlayChannel()
  const at = useNow()
  const today = dayStart(at)
  const from = addDays(today, dayOffset)
  const span = { from, to: addDays(from, 1) }

  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('guide.grid.title')}</h1>
      <GuideToolbar
        categories={categories.data ?? []}
        categoryId={categoryId}
        onCategory={setCategoryId}
        dayLabel={dayLabel(from, today)}
        canGoBack={dayOffset > DAY_OFFSET_MIN}
        canGoForward={dayOffset < DAY_OFFSET_MAX}
        onDay={(step) => setDayOffset((offset) => offset + step)}
        onNow={() => {
          setDayOffset(0)
          setJump((count) => count + 1)
        }}
      />
      <GuideStatusNote />
      <GuideGrid
        key={categoryId ?? ''}
        categoryId={categoryId}
        span={span}
        at={at}
        jump={jump}
        onPlay={playChannel}
        onOpen={(programme, channel) => setChoice({ programme, channel })}
      />
      <ProgrammeDialog
        choice={choice}
        span={span}
        at={at}
        onClose={() => setChoice(null)}
        onPlay={(channel) => playChannel(channel, [channel])}
        onCatchup={(channel, programme) => playCatchup(channel, programme, [channel])}
      />
      {dialog}
    </div>
  )
}
