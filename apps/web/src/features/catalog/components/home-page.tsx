import { useMemo, type ReactNode } from 'react'
import {
  RECENT_LIMIT,
  t,
  type CatalogItem,
  type ContentType,
  type Favorite,
  type FavoriteType,
} from '@myflix/shared'
import { DemoNotice } from '@/components/content/demo-notice'
import { ContentSkeleton } from '@/components/content/page-skeletons'
import { paths } from '@/config/paths'
import { useVisibleFavorites } from '@/hooks/use-visible-library'
import { useItems, useRecent } from '@/lib/api/catalog/lists'
import { useCatalogSource, useCatalogStatus } from '@/lib/api/catalog/status'
import { usePosterWarmup } from '../hooks/use-poster-warmup'
import { heroSlides } from '../lib/hero-slides'
import { ContentRow } from './content-row'
import { DeferredRows } from './deferred-rows'
import { HeroBanner } from './hero-banner'

/** One kind of favourites, newest first (the library keeps that order), as the titles they saved. */
const favoritesOf = (favorites: readonly Favorite[], type: FavoriteType): CatalogItem[] =>
  favorites
    .filter((favorite) => favorite.type === type)
    .map((favorite) => ({ ...favorite.content, id: favorite.id, type: favorite.type }))

/**
 * Spec §2 Home: hero, favourites (when any), and the recently added movies and series; then, ours,
 * the first live channels with 'Ver Tudo' to /tv (docs/decisions.md). `continueRow` ('Continuar
 * Assistindo', issue 17) is the first row, under the hero.
 */
export function HomePage({ continueRow }: { continueRow?: ReactNode } = {}) {
  const status = useCatalogStatus()
  const movieSource = useCatalogSource('movie')
  const seriesSource = useCatalogSource('series')
  const movies = useRecent('movie')
  const series = useRecent('series')
  // In the provider's order (how panels rank their channels), not by date added.
  const live = useItems('live', null, { pageSize: RECENT_LIMIT })
  const channels = live.data?.pages[0]?.items
  usePosterWarmup('movie', 'home:movie', movies.data)
  usePosterWarmup('series', 'home:series', series.data)
  usePosterWarmup('live', 'home:live', channels)
  const demoTypes = useMemo(() => {
    const kinds = new Set<ContentType>()
    if (movieSource === 'demo') kinds.add('movie')
    if (seriesSource === 'demo') kinds.add('series')
    return kinds
  }, [movieSource, seriesSource])
  // From the library's cache, so a heart toggled on any card of the home updates these rows at
  // once; adult ones are left out while parental control holds.
  const favorites = useVisibleFavorites().visible
  const favoriteMovies = useMemo(() => favoritesOf(favorites, 'movie'), [favorites])
  const favoriteSeries = useMemo(() => favoritesOf(favorites, 'series'), [favorites])

  const heading = <h1 className="sr-only">{t('screens.home')}</h1>
  if (!movies.data && !series.data && !(movies.isError && series.isError)) {
    return (
      <>
        {heading}
        <ContentSkeleton label={t('catalogUi.loadingContent')} hero rows={3} />
      </>
    )
  }
  const recentMovies = movies.data ?? []
  const recentSeries = series.data ?? []
  const slides = heroSlides(recentMovies, recentSeries)

  return (
    <div className="flex flex-col">
      {heading}
      <HeroBanner
        key={slides.length}
        slides={slides}
        demoTypes={demoTypes}
        hasCloud={status.data != null}
      />
      {status.data === null && (
        <div className="mb-8">
          <DemoNotice text={t('catalogUi.demoNotice')} addCloud />
        </div>
      )}
      <DeferredRows placeholders={3}>
        {continueRow}
        {favoriteMovies.length > 0 && (
          <ContentRow title={t('catalogUi.rows.favoriteMovies')} items={favoriteMovies} />
        )}
        {favoriteSeries.length > 0 && (
          <ContentRow title={t('catalogUi.rows.favoriteSeries')} items={favoriteSeries} />
        )}
        {recentMovies.length > 0 && (
          <ContentRow
            title={t('catalogUi.rows.recentMovies')}
            items={recentMovies}
            seeAllHref={paths.movies.getHref()}
          />
        )}
        {recentSeries.length > 0 && (
          <ContentRow
            title={t('catalogUi.rows.recentSeries')}
            items={recentSeries}
            seeAllHref={paths.series.getHref()}
          />
        )}
        {channels && channels.length > 0 && (
          <ContentRow
            title={t('catalogUi.rows.liveChannels')}
            items={channels}
            seeAllHref={paths.tv.getHref()}
          />
        )}
      </DeferredRows>
    </div>
  )
}
