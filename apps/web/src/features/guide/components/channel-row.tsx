import { Link } from 'react-router'
import { Info, RotateCcw } from 'lucide-react'
import {
  catchupOffer,
  t,
  type CatalogItem,
  type ChannelNowNext,
  type Programme,
} from '@myflix/shared'
import { LiveBadge } from '@/components/content/poster-card'
import { paths } from '@/config/paths'
import { formatClock, formatTimeRange, nowNextAt, programmeProgress } from '@/lib/programme-time'
import { ChannelLogo } from '@/components/content/channel-logo'

/** A channel row's height: the virtualised lists place rows by it before they render. */
export const CHANNEL_ROW_PX = 88

const sideAction =
  'flex min-w-12 shrink-0 cursor-pointer items-center justify-center gap-1.5 rounded-lg px-3 text-sm text-muted outline-none hover:text-foreground focus-visible:ring-3 focus-visible:ring-ring'

/**
 * One channel of /tv: logo, number, name and 'AO VIVO', the programme on now with its times and
 * progress, and what is next. The row plays the channel (click or Enter); on a channel with archive
 * (issue 19) 'Assistir do início' plays the programme on now from its beginning; the info button,
 * when `details` is on, opens the channel's details.
 */
export function ChannelRow({
  channel,
  entry,
  at,
  onPlay,
  onRestart,
  details = true,
}: {
  channel: CatalogItem
  entry: ChannelNowNext | undefined
  /** Now, in unix seconds (useNow). */
  at: number
  onPlay: () => void
  /** Plays a programme of the channel's archive from its beginning. */
  onRestart?: (programme: Programme) => void
  details?: boolean
}) {
  const { now, next } = nowNextAt(entry, at)
  const restart =
    onRestart && now && catchupOffer(now, channel.tv_archive_days, at) === 'restart' ? now : null
  return (
    <div
      data-testid="channel-row"
      className="flex items-stretch rounded-lg bg-surface transition-colors hover:bg-surface-raised"
      style={{ height: CHANNEL_ROW_PX }}
    >
      {/* Named by what it shows, after a verb for screen readers (axe's label-in-name: voice
          control users say what they see). The spaces separate the words of that name. */}
      <button
        type="button"
        onClick={onPlay}
        className="flex min-w-0 flex-1 cursor-pointer items-center gap-3 rounded-lg px-3 text-left outline-none focus-visible:ring-3 focus-visible:ring-ring"
      >
        <span className="sr-only">{t('guide.tv.playVerb')}</span> <ChannelLogo channel={channel} />
        <span className="flex min-w-0 flex-1 flex-col gap-1">
          <span className="flex min-w-0 items-center gap-2">
            {channel.number != null && (
              <>
                <span className="shrink-0 text-sm text-muted tabular-nums">
                  {channel.number}
                </span>{' '}
              </>
            )}
            <span className="truncate text-sm font-semibold">{channel.name}</span>{' '}
            <span className="shrink-0">
              <LiveBadge label={t('catalogUi.live')} />
            </span>
          </span>{' '}
          {now ? (
            <span className="flex min-w-0 items-baseline gap-2 text-sm">
              <span className="shrink-0 text-xs text-muted tabular-nums">
                {formatTimeRange(now)}
              </span>{' '}
              <span className="truncate" data-testid="on-now">
                {now.title}
              </span>
            </span>
          ) : (
            <span className="truncate text-sm text-muted">{t('guide.tv.noProgramme')}</span>
          )}
          {now && (
            <span aria-hidden className="h-1 w-full overflow-hidden rounded bg-white/15">
              <span
                className="block h-full bg-accent"
                style={{ width: `${Math.round(programmeProgress(now, at) * 100)}%` }}
              />
            </span>
          )}{' '}
          {next && (
            <span className="truncate text-xs text-muted">
              {t('guide.tv.next', { time: formatClock(next.start), title: next.title })}
            </span>
          )}
        </span>
      </button>
      {restart && (
        <button
          type="button"
          onClick={() => onRestart?.(restart)}
          aria-label={t('guide.catchup.restartOf', { channel: channel.name, title: restart.title })}
          className={sideAction}
        >
          <RotateCcw aria-hidden className="size-5" />
          <span className="max-sm:hidden">{t('guide.catchup.restart')}</span>
        </button>
      )}
      {details && (
        <Link
          to={paths.details.getHref('channel', channel.id)}
          aria-label={t('guide.tv.detailsOf', { channel: channel.name })}
          className={sideAction}
        >
          <Info aria-hidden className="size-5" />
          <span className="max-sm:hidden">{t('guide.tv.details')}</span>
        </Link>
      )}
    </div>
  )
}

/** A row's shape while its channel loads. */
export function ChannelRowSkeleton() {
  return (
    <div
      aria-hidden
      data-testid="channel-row-skeleton"
      className="flex animate-pulse items-center gap-3 rounded-lg bg-surface px-3"
      style={{ height: CHANNEL_ROW_PX }}
    >
      <span className="size-12 rounded-md bg-surface-raised" />
      <span className="h-3 w-1/3 rounded bg-surface-raised" />
    </div>
  )
}
