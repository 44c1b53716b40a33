import { useMemo } from 'react'
import { t } from '@myflix/shared'
import { Spinner } from '@/components/ui/spinner'
import { paths } from '@/config/paths'
import { useRecent } from '../api/get-recent'
import { useCatalogSource } from '../api/use-catalog-source'
import { readFavorites } from '../lib/read-favorites'
import { ContentRow } from './content-row'
import { HeroBanner } from './hero-banner'

/** Spec §9: the hero takes the first 3 of each kind. */
const HERO_PER_KIND = 3

/** Spec §2 Home: hero, favourites (when any), and the recently added movies and series. */
export function HomePage() {
  const movies = useRecent(useCatalogSource('movie'), 'movie')
  const series = useRecent(useCatalogSource('series'), 'series')
  const favoriteMovies = useMemo(() => readFavorites('movie'), [])
  const favoriteSeries = useMemo(() => readFavorites('series'), [])

  const heading = <h1 className="sr-only">{t('screens.home')}</h1>
  if (!movies.data && !series.data && !(movies.isError && series.isError)) {
    return (
      <div className="flex flex-1 flex-col items-center justify-center gap-3 py-16 text-muted">
        {heading}
        <Spinner />
        <p>{t('catalogUi.loadingContent')}</p>
      </div>
    )
  }
  const recentMovies = movies.data ?? []
  const recentSeries = series.data ?? []
  const slides = [...recentMovies.slice(0, HERO_PER_KIND), ...recentSeries.slice(0, HERO_PER_KIND)]

  return (
    <div className="flex flex-col">
      {heading}
      <HeroBanner key={slides.length} slides={slides} />
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
    </div>
  )
}
