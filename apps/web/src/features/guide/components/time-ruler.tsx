import { t } from '@myflix/shared'
import { formatClock } from '@/lib/programme-time'
import { rulerTicks, xOf, type Span } from '../lib/timeline'

/** The guide's header row: the channel column's title and a mark every half hour, sticky on top. */
export function TimeRuler({
  span,
  rendered,
  columnPx,
  heightPx,
  width,
}: {
  span: Span
  /** The chunks rendered: marks outside are not drawn. */
  rendered: Span
  columnPx: number
  heightPx: number
  width: number
}) {
  return (
    <div
      role="row"
      aria-rowindex={1}
      className="sticky top-0 z-30 flex border-b border-border/60 bg-surface"
      style={{ width, height: heightPx }}
    >
      <div
        role="columnheader"
        className="sticky left-0 z-40 flex shrink-0 items-center border-r border-border/60 bg-surface px-2 text-xs font-semibold text-muted uppercase"
        style={{ width: columnPx }}
      >
        {t('guide.grid.channelColumn')}
      </div>
      {rulerTicks(rendered).map((tick) => (
        <div
          key={tick}
          role="columnheader"
          className="absolute inset-y-0 flex items-center border-l border-border/60 pl-1.5 text-xs text-muted tabular-nums"
          style={{ left: columnPx + xOf(tick, span) }}
        >
          {formatClock(tick)}
        </div>
      ))}
    </div>
  )
}
