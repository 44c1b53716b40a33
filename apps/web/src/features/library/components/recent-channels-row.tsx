import { useId, useState } from 'react'
import { t, type RecentChannel } from '@myflix/shared'
import { fallbackPoster } from '@/components/content/fallback-posters'
import { LiveBadge } from '@/components/content/poster-card'
import { ScrollRow } from '@/components/content/scroll-row'
import { useVisibleRecentChannels } from '@/hooks/use-visible-library'
import { usePlayer } from '@/stores/player-store'
import { channelRequest } from '../lib/continue-request'

/**
 * 'Assistidos recentemente' (issue 17), above /tv's channel list: the last channels played, newest
 * first, hidden while there are none. A card plays its channel, with these channels for ↑/↓.
 */
export function RecentChannelsRow() {
  const titleId = useId()
  const { visible } = useVisibleRecentChannels()
  const { play } = usePlayer()
  if (visible.length === 0) return null
  const title = t('library.recentChannels')
  return (
    <section aria-labelledby={titleId} data-testid="recent-channels">
      <h2 id={titleId} className="mb-3 text-base leading-tight font-bold sm:text-xl">
        {title}
      </h2>
      <ScrollRow
        label={title}
        items={visible}
        getKey={(channel: RecentChannel) => channel.content.id}
        renderItem={(channel) => (
          <ChannelCard channel={channel} onPlay={() => play(channelRequest(channel, visible))} />
        )}
      />
    </section>
  )
}

function ChannelCard({ channel, onPlay }: { channel: RecentChannel; onPlay: () => void }) {
  const { content } = channel
  const fallback = fallbackPoster('live', content.id)
  const [src, setSrc] = useState(content.image || fallback)
  return (
    <button
      type="button"
      onClick={onPlay}
      aria-label={t('library.playTitle', { title: content.name })}
      data-testid="recent-channel"
      className="block w-full min-w-0 cursor-pointer rounded-lg text-left outline-none focus-visible:ring-3 focus-visible:ring-ring"
    >
      <span className="relative block aspect-square overflow-hidden rounded-lg bg-surface-raised">
        <img
          src={src}
          alt=""
          loading="lazy"
          decoding="async"
          width={120}
          height={120}
          onError={() => src !== fallback && setSrc(fallback)}
          className="size-full object-contain p-3"
        />
        <span className="absolute top-2 left-2">
          <LiveBadge label={t('catalogUi.live')} />
        </span>
      </span>
      <span className="mt-2 line-clamp-2 text-sm leading-tight font-medium">{content.name}</span>
    </button>
  )
}
