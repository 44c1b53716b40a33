import type { ReactNode } from 'react'
import { t, type CatalogItem } from '@myflix/shared'
import { FavoriteHeart } from '@/components/content/favorite-heart'
import { hasOwnPlot, type TitleFacts } from '../lib/title-facts'
import { HdBadge } from './title-summary'

/**
 * The description block (spec §2): synopsis, genre, director, cast, duration, the kind badge and 'HD';
 * for series the T{season}E{episode} tag; the heart only once the title has been watched. A channel
 * with a guide shows its day's `schedule` instead of 'Sinopse não disponível' (issue 18).
 */
export function TitleDescription({
  item,
  facts,
  episodeTag,
  watched,
  schedule,
}: {
  item: CatalogItem
  facts: TitleFacts
  episodeTag: string | null
  watched: boolean
  schedule?: ReactNode
}) {
  const rows: Array<[string, string | null | undefined]> = [
    [t('titles.details.genre'), item.genre],
    [t('titles.details.director'), item.director],
    [t('titles.details.cast'), item.cast],
  ]
  return (
    <section className="rounded-2xl border border-border bg-surface p-4 sm:p-6">
      <div className="flex flex-wrap items-center gap-2">
        <span className="rounded bg-accent px-2 py-0.5 text-xs font-bold text-accent-foreground">
          {facts.badge}
        </span>
        <HdBadge />
        {episodeTag && (
          <span
            data-testid="episode-tag"
            className="rounded bg-surface-raised px-2 py-0.5 text-xs font-semibold"
          >
            {episodeTag}
          </span>
        )}
        {facts.minutes !== null && (
          <span className="text-sm text-muted">
            {t('titles.details.duration')}:{' '}
            {t('titles.details.minutes', { minutes: facts.minutes })}
          </span>
        )}
        {watched && (
          <span className="ml-auto inline-flex items-center gap-2 text-sm text-muted">
            {t('titles.details.watchedFavorite')}
            <FavoriteHeart item={item} size="sm" />
          </span>
        )}
      </div>
      {(!schedule || hasOwnPlot(item)) && (
        <>
          <h2 className="mt-4 font-semibold">{t('titles.details.synopsis')}</h2>
          <p className="mt-1 leading-relaxed whitespace-pre-line text-muted">
            {item.plot || t('provider.defaults.plot')}
          </p>
        </>
      )}
      {schedule && <div className="mt-4">{schedule}</div>}
      <dl className="mt-4 grid gap-2 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
        {rows
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-semibold">{label}</dt>
              <dd className="text-muted max-sm:mb-1">{value}</dd>
            </div>
          ))}
      </dl>
    </section>
  )
}
