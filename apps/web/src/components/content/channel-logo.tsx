import { useState } from 'react'
import type { CatalogItem } from '@myflix/shared'
import { cn } from '@/lib/cn'
import { fallbackPoster } from './fallback-posters'

/**
 * A channel's logo in a row (/tv, /guia, the player's channel list, search): a `size`-pixel square
 * through our image proxy (the item's `image`), loaded lazily, with the local fallback when the
 * provider has none or it breaks (as on channel cards), so a row never waits on a dead image.
 * Decorative: the channel's name is always beside it.
 */
export function ChannelLogo({
  channel,
  size = 48,
  className,
}: {
  channel: Pick<CatalogItem, 'id' | 'image'>
  size?: number
  className?: string
}) {
  const fallback = fallbackPoster('live', channel.id)
  // The image that failed, not a flag: a recycled row given another channel tries its logo afresh.
  const [broken, setBroken] = useState<string | null>(null)
  const src = channel.image && channel.image !== broken ? channel.image : fallback
  return (
    <img
      src={src}
      alt=""
      loading="lazy"
      decoding="async"
      width={size}
      height={size}
      onError={() => src !== fallback && setBroken(src)}
      style={{ width: size, height: size }}
      className={cn('shrink-0 rounded-md bg-surface-raised object-contain p-1', className)}
    />
  )
}
