import { useState } from 'react'
import { Play, X } from 'lucide-react'
import { progressRatio, t, type ContinueItem } from '@myflix/shared'
import { fallbackPoster } from '@/components/content/fallback-posters'
import { ProgressBar } from '@/components/content/progress-bar'
import { continueCode, continueTitle } from '../lib/continue-request'

/** One 'Continuar Assistindo' card: the poster with its bar, the title, "T2E4", and 'Remover'. */
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
  const code = continueCode(item)
  return (
    <div data-testid="continue-card" className="group/card flex min-w-0 flex-col gap-1">
      <button
        type="button"
        onClick={onPlay}
        aria-label={t('library.playTitle', { title: continueTitle(item) })}
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
          className="aspect-[2/3] size-full object-cover"
        />
        <span className="absolute inset-0 flex items-center justify-center bg-black/30 opacity-0 transition-opacity group-hover/card:opacity-100">
          <Play aria-hidden className="size-10 fill-white text-white" />
        </span>
        <ProgressBar
          ratio={progressRatio(item.position, item.duration)}
          className="absolute inset-x-0 bottom-0"
        />
      </button>
      <p className="line-clamp-2 text-sm leading-tight font-medium">{content.name}</p>
      {code && <p className="text-xs text-muted">{code}</p>}
      <button
        type="button"
        onClick={onRemove}
        aria-label={t('library.removeTitle', { title: content.name })}
        className="inline-flex min-h-9 cursor-pointer items-center gap-1 self-start rounded-lg px-1 text-xs font-semibold text-muted outline-none hover:text-foreground focus-visible:ring-3 focus-visible:ring-ring"
      >
        <X aria-hidden className="size-3.5" />
        {t('library.remove')}
      </button>
    </div>
  )
}
