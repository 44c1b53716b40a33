import { useState, type ReactNode } from 'react'
import { Link } from 'react-router'
import { cn } from '@/lib/cn'
import { useSpatialItem } from '@/lib/spatial-navigation'
import { fallbackPoster } from './fallback-posters'
import type { CardKeyHandlers } from './use-card-favorite-keys'

/**
 * Height of a card below its image: mt-2 (8) + two 17.5 px title lines, plus a 16 px subtitle line
 * for posters (channels have none). Keep in step with the caption markup below.
 */
export const CARD_CAPTION_PX = { poster: 8 + 35 + 16, live: 8 + 35 } as const

export interface PosterCardProps {
  id: string
  kind: 'movie' | 'series' | 'live'
  title: string
  image: string | null
  /** Without it the card is shown but cannot be opened (e.g. live channels in a category grid). */
  href?: string
  /** A line under the title (the year); posters keep room for it, channels have none. */
  subtitle?: string | null
  badge?: ReactNode
  /** Drawn over the image (the library's bar or watched mark). */
  overlay?: ReactNode
  className?: string
  /** The page's largest image (its first poster): loaded at once, at high priority. */
  priority?: boolean
  /** The card's own keys (the favourite from the card, TitleCard). */
  keys?: CardKeyHandlers
}

/**
 * The card as a link, one stop for Tab and the arrows. The ring is thick and offset, and the card
 * grows a little, so focus reads from a sofa.
 */
function PosterLink({
  href,
  className,
  keys,
  children,
}: {
  href: string
  className: string
  keys?: CardKeyHandlers
  children: ReactNode
}) {
  const { ref, itemProps } = useSpatialItem<HTMLAnchorElement>()
  return (
    <Link
      to={href}
      ref={ref}
      {...itemProps}
      {...keys}
      data-testid="poster-card"
      className={cn(
        className,
        'transition-transform outline-none hover:scale-[1.03] focus-visible:scale-[1.05] focus-visible:ring-4 focus-visible:ring-ring focus-visible:ring-offset-3 focus-visible:ring-offset-background',
      )}
    >
      {children}
    </Link>
  )
}

/**
 * A poster (2:3) or channel logo (1:1) with its title. The image loads lazily over a placeholder and
 * falls back to a local poster when missing or broken; the link gets a visible focus ring for TV remotes.
 */
export function PosterCard({
  id,
  kind,
  title,
  image,
  href,
  subtitle,
  badge,
  overlay,
  className,
  priority = false,
  keys,
}: PosterCardProps) {
  const fallback = fallbackPoster(kind, id)
  const [src, setSrc] = useState(image || fallback)
  const [loaded, setLoaded] = useState(false)
  const body = (
    <>
      {/* A picture on its way shows the box's colour, still: a pulse per card was an animation
          event per card, each dispatched through React's root listener, on the first screen's
          busiest frames (docs/decisions.md, "posters load on a still box"). */}
      <div
        className={cn(
          'relative overflow-hidden rounded-lg bg-surface-raised',
          kind === 'live' ? 'aspect-square' : 'aspect-[2/3]',
        )}
      >
        <img
          src={src}
          alt=""
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
          width={kind === 'live' ? 120 : 200}
          height={kind === 'live' ? 120 : 300}
          ref={(img) => {
            // A cached image can finish before React listens for `load`.
            if (img?.complete && img.naturalWidth > 0) setLoaded(true)
          }}
          onLoad={() => setLoaded(true)}
          onError={() => {
            if (src !== fallback) setSrc(fallback)
          }}
          className={cn(
            'size-full transition-opacity duration-300',
            kind === 'live' ? 'object-contain p-3' : 'object-cover',
            loaded ? 'opacity-100' : 'opacity-0',
          )}
        />
        {badge && <div className="absolute top-2 left-2">{badge}</div>}
        {overlay}
      </div>
      {/* A fixed caption height (room for two title lines and, on posters, the subtitle), so every
          card of a kind is as tall as the next and virtualised lists can size rows unmeasured. */}
      <div
        className={cn('mt-2 overflow-hidden', kind === 'live' ? 'h-[2.1875rem]' : 'h-[3.1875rem]')}
      >
        <p className="line-clamp-2 text-sm leading-tight font-medium">{title}</p>
        {subtitle && <p className="truncate text-xs leading-4 text-muted">{subtitle}</p>}
      </div>
    </>
  )
  const frame = cn('group block min-w-0 rounded-lg', className)
  if (!href) {
    return (
      <div className={frame} data-testid="poster-card">
        {body}
      </div>
    )
  }
  return (
    <PosterLink href={href} className={frame} keys={keys}>
      {body}
    </PosterLink>
  )
}

/** The red 'AO VIVO' badge of live channels. */
export function LiveBadge({ label }: { label: string }) {
  return (
    <span className="rounded bg-accent px-1.5 py-0.5 text-[0.65rem] font-bold tracking-wide text-accent-foreground">
      {label}
    </span>
  )
}
