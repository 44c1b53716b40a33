import { ChevronLeft, ChevronRight } from 'lucide-react'
import { t, type ChannelNowNext, type Programme } from '@myflix/shared'
import { formatTimeRange } from '@/lib/programme-time'
import type { StripItem } from '../lib/guide-strip'
import { CatchupProgramme } from './catchup-controls'
import { LiveProgramme } from './live-programme'

const PLACE_LABEL = {
  earlier: () => t('guide.player.earlier'),
  now: () => t('guide.player.now'),
  next: () => t('guide.player.next'),
  later: () => t('guide.player.later'),
} as const

/** The programme ←/→ reached on the channel's guide (hooks/use-guide-strip.ts), and what OK does. */
export function GuideStrip({ item }: { item: StripItem | null }) {
  return (
    <div
      role="status"
      aria-label={t('guide.player.stripLabel')}
      data-testid="player-guide-strip"
      data-place={item?.place}
      className="mt-1 flex max-w-xl items-center gap-2 text-sm"
    >
      <ChevronLeft aria-hidden className="size-4 shrink-0 text-muted" />
      {item && (
        <span className="flex min-w-0 flex-col">
          <span className="flex min-w-0 items-baseline gap-2">
            <span className="shrink-0 text-xs font-bold text-accent uppercase">
              {PLACE_LABEL[item.place]()}
            </span>
            <span className="shrink-0 text-muted tabular-nums">
              {formatTimeRange(item.programme)}
            </span>
            <span data-testid="player-strip-title" className="truncate font-medium">
              {item.programme.title}
            </span>
          </span>
          {item.offer !== 'none' && (
            <span className="text-xs text-muted">
              {item.offer === 'replay'
                ? t('guide.player.watchHint')
                : t('guide.player.restartHint')}
            </span>
          )}
        </span>
      )}
      <ChevronRight aria-hidden className="size-4 shrink-0 text-muted" />
    </div>
  )
}

type ProgrammeLineProps = {
  live: boolean
  catchup: Programme | null
  entry: ChannelNowNext | undefined
  strip: { open: boolean; item: StripItem | null }
}

/** Under the channel: the archive's programme playing, the strip being walked, or now/next. */
export function ProgrammeLine({ live, catchup, entry, strip }: ProgrammeLineProps) {
  if (catchup) return <CatchupProgramme programme={catchup} />
  if (strip.open) return <GuideStrip item={strip.item} />
  return live ? <LiveProgramme entry={entry} /> : null
}
