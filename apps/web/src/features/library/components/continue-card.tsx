import { useState } from 'react'
import { History, Play, X } from 'lucide-react'
import { progressRatio, t, type ContinueItem } from '@myflix/shared'
import { fallbackPoster } from '@/components/content/fallback-posters'
import { ProgressBar } from '@/components/content/progress-bar'
import { cn } from '@/lib/cn'
import { continueCode, continueTitle, continueWhen } from '../lib/continue-request'

/**
 * One 'Continuar Assistindo' card: the poster with its bar, the title, "T2E4", and 'Remover'. A
 * catch-up programme (issue 19) shows its channel's logo, 'channel · programme' and when it aired.
 */
export function ContinueCard({
  item,
  onPlay,
  onRemove,
}: {
  item: ContinueItem
  onPlay: () => void
  onRemove: () => void
}) {
  const { content } = item
  const fallback = fallbackPoster(content.type, content.id)
  const [src, setSrc] = useState(content.image || fallback)
  const catchup = item.programme !== null
  const title = continueTitle(item)
  const detail = continueCode(item) ?? continueWhen(item)
  return (
    <div data-testid="continue-card" className="group/card flex min-w-0 flex-col gap-1">
      <button
        type="button"
        onClick={onPlay}
        aria-label={t('library.playTitle', { title })}
        className="relative block cursor-pointer overflow-hidden rounded-lg bg-surface-raised text-left outline-none focus-visible:ring-3 focus-visible:ring-ring"
      >
        <img
          src={src}
          alt=""
          loading="lazy"
          decoding="async"
          width={200}
          height={300}
          onError={() => src !== fallback && setSrc(fallback)}
          className={cn(
            'aspect-[2/3] size-full',
            // A channel's logo is no poster: whole, in the middle of the card.
            catchup ? 'object-contain p-6' : 'object-cover',
          )}
        />
        {catchup && (
          <History
            aria-hidden
            className="absolute top-2 left-2 size-6 rounded-full bg-black/60 p-1 text-white"
          />
        )}
        <span className="absolute inset-0 flex items-center justify-center bg-black/30 opacity-0 transition-opacity group-focus-within/card:opacity-100 group-hover/card:opacity-100">
          <Play aria-hidden className="size-10 fill-white text-white" />
        </span>
        <ProgressBar
          ratio={progressRatio(item.position, item.duration)}
          className="absolute inset-x-0 bottom-0"
        />
      </button>
      <p className="line-clamp-2 text-sm leading-tight font-medium">
        {catchup ? title : content.name}
      </p>
      {detail && <p className="text-xs text-muted tabular-nums">{detail}</p>}
      <button
        type="button"
        onClick={onRemove}
        // A series goes as a whole; a channel's programmes one by one.
        aria-label={t('library.removeTitle', { title: catchup ? title : content.name })}
        className="inline-flex min-h-9 cursor-pointer items-center gap-1 self-start rounded-lg px-1 text-xs font-semibold text-muted outline-none hover:text-foreground focus-visible:ring-3 focus-visible:ring-ring"
      >
        <X aria-hidden className="size-3.5" />
        {t('library.remove')}
      </button>
    </div>
  )
}
