import { useState } from 'react'
import { cn } from '@/lib/cn'
import { fallbackPoster } from './fallback-posters'

/**
 * A channel's logo in a list row: a small square, the local fallback when the provider has none or
 * it breaks (as on channel cards), so a row never waits on a dead image.
 */
export function ChannelLogo({
  id,
  image,
  className,
}: {
  id: string
  image: string | null | undefined
  className?: string
}) {
  const fallback = fallbackPoster('live', id)
  const [src, setSrc] = useState(image || fallback)
  return (
    <img
      src={src}
      alt=""
      loading="lazy"
      decoding="async"
      width={48}
      height={48}
      onError={() => {
        if (src !== fallback) setSrc(fallback)
      }}
      className={cn('size-12 shrink-0 rounded-md bg-surface-raised object-contain p-1', className)}
    />
  )
}
