import { useState } from 'react'
import type { CatalogItem } from '@myflix/shared'
import { fallbackPoster } from '@/components/content/fallback-posters'
import { cn } from '@/lib/cn'

/**
 * A channel's logo through our image proxy (the item's `image`), loaded lazily, with the local
 * fallback when it is missing or broken. Decorative: the channel's name is always beside it.
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
  const [src, setSrc] = useState(channel.image || fallback)
  return (
    <img
      src={src}
      alt=""
      loading="lazy"
      decoding="async"
      width={size}
      height={size}
      onError={() => src !== fallback && setSrc(fallback)}
      style={{ width: size, height: size }}
      className={cn('shrink-0 rounded-md bg-surface-raised object-contain p-1', className)}
    />
  )
}
