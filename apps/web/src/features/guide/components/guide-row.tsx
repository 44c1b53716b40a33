import { History } from 'lucide-react'
import { catchupOffer, t, type CatalogItem, type Programme } from '@myflix/shared'
import { cn } from '@/lib/cn'
import type { GuideRowData } from '../hooks/use-guide-window'
import { formatTimeRange, programmeState, programmeTexts } from '@/lib/programme-time'
import { blockGeometry, type Span } from '../lib/timeline'
import { ChannelLogo } from '@/components/content/channel-logo'

/** Which cell of a row takes Tab: the channel (null), a programme by its start, or none. */
export type TabStop = number | null | undefined

const cellClass =
  'outline-none focus-visible:ring-3 focus-visible:ring-ring focus-visible:ring-inset'

/**
 * One channel of the guide: its sticky cell (logo, number, name; plays the channel) and its
 * programmes inside `rendered` as blocks as wide as they last. A click on the programme on now
 * plays the channel; on any other, opens its description. On a channel with archive (issue 19) a
 * programme that can be watched again is marked (icon, name) and the one on now opens its
 * description too, which offers it live and from its beginning.
 */
export function GuideRow({
  index,
  row,
  span,
  rendered,
  at,
  columnPx,
  heightPx,
  tabStop,
  onPlay,
  onOpen,
}: {
  index: number
  row: GuideRowData
  /** The day shown. */
  span: Span
  /** The chunks rendered (a block outside is not drawn). */
  rendered: Span
  at: number
  columnPx: number
  heightPx: number
  tabStop: TabStop
  onPlay: (channel: CatalogItem) => void
  onOpen: (programme: Programme, channel: CatalogItem) => void
}) {
  const { channel } = row
  const blocks = row.programmes.flatMap((programme) => {
    if (programme.end <= rendered.from || programme.start >= rendered.to) return []
    const geometry = blockGeometry(programme, span)
    return geometry ? [{ programme, geometry }] : []
  })
  const channelTab =
    tabStop === null ||
    (tabStop !== undefined && !blocks.some(({ programme }) => programme.start === tabStop))

  return (
    <>
      <div
        role="rowheader"
        aria-label={channel.name}
        className="sticky left-0 z-20 shrink-0 border-r border-b border-border/60 bg-surface"
        style={{ width: columnPx, height: heightPx }}
      >
        <button
          type="button"
          data-cell
          data-row={index}
          tabIndex={channelTab ? 0 : -1}
          onClick={() => onPlay(channel)}
          className={cn(
            'flex size-full cursor-pointer items-center gap-2 px-2 text-left hover:bg-surface-raised',
            cellClass,
          )}
        >
          {/* Named by what it shows after the verb (axe's label-in-name), as /tv's rows. */}
          <span className="sr-only">{t('guide.tv.playVerb')}</span>{' '}
          <ChannelLogo channel={channel} size={36} className="max-sm:hidden" />
          <span className="min-w-0 flex-1">
            {channel.number != null && (
              <span className="block text-xs text-muted tabular-nums">{channel.number}</span>
            )}{' '}
            <span className="line-clamp-2 text-sm leading-tight font-semibold">{channel.name}</span>
          </span>
        </button>
      </div>
      {blocks.map(({ programme, geometry }) => {
        const onNow = programmeState(programme, at) === 'now'
        const offer = catchupOffer(programme, channel.tv_archive_days, at)
        // Past blocks are dimmed by a darker box and title, not by opacity: faded muted text
        // would fall under 4.5:1 (issue 21).
        const past = programme.end <= at && offer === 'none'
        return (
          <div
            key={programme.start}
            role="gridcell"
            className="absolute inset-y-0 border-b border-border/60 p-0.5"
            style={{ left: columnPx + geometry.left, width: geometry.width }}
          >
            <button
              type="button"
              data-cell
              data-row={index}
              data-start={programme.start}
              data-end={programme.end}
              data-on-now={onNow || undefined}
              data-catchup={offer === 'none' ? undefined : offer}
              data-dimmed={past || undefined}
              tabIndex={tabStop === programme.start && !channelTab ? 0 : -1}
              aria-label={t(cellLabel(onNow, offer), programmeTexts(channel, programme))}
              onClick={() =>
                onNow && offer === 'none' ? onPlay(channel) : onOpen(programme, channel)
              }
              className={cn(
                'flex size-full cursor-pointer flex-col justify-center overflow-hidden rounded-md px-2 text-left',
                onNow
                  ? 'bg-accent/25 ring-1 ring-accent hover:bg-accent/35'
                  : past
                    ? 'bg-surface hover:bg-surface-raised'
                    : 'bg-surface-raised hover:bg-border',
                cellClass,
              )}
            >
              <span className="flex min-w-0 items-center gap-1">
                {offer === 'replay' && (
                  <History aria-hidden className="size-3.5 shrink-0 text-accent" />
                )}
                <span className={cn('truncate text-sm font-medium', past && 'text-muted')}>
                  {programme.title}
                </span>
              </span>
              {/* Axe reads the shown text without the layout's line break: the space keeps the
                  title and the times apart, as the name (which begins with them) has them. */}{' '}
              <span className="truncate text-xs text-muted tabular-nums">
                {formatTimeRange(programme)}
              </span>
            </button>
          </div>
        )
      })}
    </>
  )
}

/** A cell's accessible name: what it is, and what activating it does. */
function cellLabel(onNow: boolean, offer: ReturnType<typeof catchupOffer>) {
  if (offer === 'replay') return 'guide.catchup.programmeAvailable'
  if (offer === 'restart') return 'guide.catchup.programmeRestart'
  return onNow ? 'guide.grid.programmeOnNow' : 'guide.grid.programme'
}

/** A row whose page is still loading: the channel cell's shape. */
export function GuideRowSkeleton({ columnPx, heightPx }: { columnPx: number; heightPx: number }) {
  return (
    <div
      aria-hidden
      className="sticky left-0 z-20 flex shrink-0 items-center gap-2 border-r border-b border-border/60 bg-surface px-2"
      style={{ width: columnPx, height: heightPx }}
    >
      <span className="h-3 w-2/3 animate-pulse rounded bg-surface-raised" />
    </div>
  )
}
