import { Link } from 'react-router'
import { t, type Programme, type SearchResult } from '@myflix/shared'
import { ChannelLogo } from '@/components/content/channel-logo'
import { LiveBadge } from '@/components/content/poster-card'
import { titleHref } from '@/components/content/title-card'
import { formatTimeRange } from '@/lib/programme-time'

/**
 * A channel found by search, as a row: logo, number and name, 'AO VIVO', and what it shows now
 * ("No ar agora: Título", with times) when the guide has it. Like every result it opens the
 * channel's details (spec §2 Search), where its day's schedule is and 'Assistir Agora' plays it.
 */
export function ChannelResult({ channel }: { channel: SearchResult }) {
  return (
    <Link
      to={titleHref(channel)}
      data-testid="channel-result"
      className="flex min-h-16 items-center gap-3 rounded-xl border border-border bg-surface p-2 pr-4 transition-colors outline-none hover:bg-surface-raised focus-visible:ring-3 focus-visible:ring-ring"
    >
      <ChannelLogo channel={channel} />
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="flex min-w-0 items-center gap-2">
          {channel.number != null && (
            <span className="text-sm text-muted tabular-nums">{channel.number}</span>
          )}
          <span className="truncate font-medium">{channel.name}</span>
          <LiveBadge label={t('catalogUi.live')} />
        </span>
        {channel.on_now && <OnNow programme={channel.on_now} />}
      </span>
    </Link>
  )
}

function OnNow({ programme }: { programme: Programme }) {
  return (
    <span className="flex min-w-0 items-baseline gap-2 text-sm text-muted">
      <span className="truncate">{t('guide.search.onNowLine', { title: programme.title })}</span>
      <span className="shrink-0 tabular-nums">{formatTimeRange(programme)}</span>
    </span>
  )
}
