import { useQuery } from '@tanstack/react-query'
import { History, Play, RotateCcw } from 'lucide-react'
import { catchupOffer, t, type CatalogItem, type Programme } from '@myflix/shared'
import { LiveBadge } from '@/components/content/poster-card'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog'
import { guideScheduleQueryOptions } from '@/lib/api/guide'
import { formatTimeRange, programmeState } from '@/lib/programme-time'
import type { Span } from '../lib/timeline'

export interface ProgrammeChoice {
  programme: Programme
  channel: CatalogItem
}

/**
 * A programme's description: title, times, channel, and the text from the channel's schedule of
 * the day shown (one request per channel and day, cached). 'Assistir' while it is on; on a channel
 * with archive (issue 19), 'Assistir' for one that can be watched again ('Disponível para
 * assistir') and 'Assistir do início' for the one on now. The first action takes the focus, so
 * Enter twice on a cell plays it.
 */
export function ProgrammeDialog({
  choice,
  span,
  at,
  onClose,
  onPlay,
  onCatchup,
}: {
  choice: ProgrammeChoice | null
  span: Span
  at: number
  onClose: () => void
  onPlay: (channel: CatalogItem) => void
  onCatchup: (channel: CatalogItem, programme: Programme) => void
}) {
  const schedule = useQuery({
    ...guideScheduleQueryOptions(choice?.channel.stream_id ?? '-', span.from, span.to),
    enabled: choice !== null,
  })
  if (!choice) return null
  const { programme, channel } = choice
  const onNow = programmeState(programme, at) === 'now'
  const offer = catchupOffer(programme, channel.tv_archive_days, at)
  const detail = schedule.data?.programmes.find((entry) => entry.start === programme.start)
  const description = schedule.isPending
    ? t('guide.grid.loadingDescription')
    : detail?.description.trim() || t('guide.grid.noDescription')
  const act = (action: () => void) => () => {
    onClose()
    action()
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent wide>
        <DialogTitle className="pr-10">{programme.title}</DialogTitle>
        <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-muted">
          <span className="tabular-nums">{formatTimeRange(programme)}</span>
          <span aria-hidden>·</span>
          <span>{channel.name}</span>
          {onNow && <LiveBadge label={t('guide.grid.onNow')} />}
          {offer === 'replay' && (
            <span className="inline-flex items-center gap-1 font-medium text-accent-text">
              <History aria-hidden className="size-4" />
              {t('guide.catchup.available')}
            </span>
          )}
        </p>
        <DialogDescription className="mt-4! max-h-[50dvh] overflow-y-auto whitespace-pre-line">
          {description}
        </DialogDescription>
        {(onNow || offer === 'replay') && (
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            {offer === 'restart' && (
              <Button variant="secondary" onClick={act(() => onCatchup(channel, programme))}>
                <RotateCcw aria-hidden />
                {t('guide.catchup.restart')}
              </Button>
            )}
            <Button
              autoFocus
              onClick={act(() =>
                offer === 'replay' ? onCatchup(channel, programme) : onPlay(channel),
              )}
            >
              <Play aria-hidden />
              {t(offer === 'replay' ? 'guide.catchup.watch' : 'guide.grid.watch')}
            </Button>
          </div>
        )}
      </DialogContent>
    </Dialog>
  )
}
