import { useQuery } from '@tanstack/react-query'
import { Play } from 'lucide-react'
import { t, type CatalogItem, type Programme } from '@myflix/shared'
import { LiveBadge } from '@/components/content/poster-card'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog'
import { guideScheduleQueryOptions } from '@/lib/api/guide'
import { formatTimeRange } from '@/lib/programme-time'
import type { Span } from '../lib/timeline'

export interface ProgrammeChoice {
  programme: Programme
  channel: CatalogItem
}

/**
 * A programme's description: title, times, channel, and the text from the channel's schedule of
 * the day shown (one request per channel and day, cached). 'Assistir' while it is on.
 */
export function ProgrammeDialog({
  choice,
  span,
  at,
  onClose,
  onPlay,
}: {
  choice: ProgrammeChoice | null
  span: Span
  at: number
  onClose: () => void
  onPlay: (channel: CatalogItem) => void
}) {
  const schedule = useQuery({
    ...guideScheduleQueryOptions(choice?.channel.stream_id ?? '-', span.from, span.to),
    enabled: choice !== null,
  })
  if (!choice) return null
  const { programme, channel } = choice
  const onNow = programme.start <= at && at < programme.end
  const detail = schedule.data?.programmes.find((entry) => entry.start === programme.start)
  const description = schedule.isPending
    ? t('guide.grid.loadingDescription')
    : detail?.description.trim() || t('guide.grid.noDescription')

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-lg">
        <DialogTitle className="pr-10">{programme.title}</DialogTitle>
        <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-muted">
          <span className="tabular-nums">{formatTimeRange(programme)}</span>
          <span aria-hidden>·</span>
          <span>{channel.name}</span>
          {onNow && <LiveBadge label={t('guide.grid.onNow')} />}
        </p>
        <DialogDescription className="mt-4 max-h-[50dvh] overflow-y-auto whitespace-pre-line">
          {description}
        </DialogDescription>
        {onNow && (
          <div className="mt-6 flex justify-end">
            <Button
              onClick={() => {
                onClose()
                onPlay(channel)
              }}
            >
              <Play aria-hidden />
              {t('guide.grid.watch')}
            </Button>
          </div>
        )}
      </DialogContent>
    </Dialog>
  )
}
