import type { Episode, SeriesInfo } from '@myflix/shared'
import { toClientImage } from './catalog.service'

/**
 * A show's episodes answer as the browser may see it: every image (the show's poster and
 * backdrops, season covers, episode stills) through our image proxy, as catalogue posters are. A
 * provider address would be blocked by the page's CSP, and could carry the panel's credentials.
 */
export function toClientSeriesInfo(secret: string, cloudId: string, info: SeriesInfo): SeriesInfo {
  const image = (url: string | null) => toClientImage(secret, cloudId, url)
  const episode = (item: Episode): Episode => ({ ...item, movie_image: image(item.movie_image) })
  const { series } = info
  return {
    series: {
      ...series,
      image: image(series.image),
      ...(series.backdrop && {
        backdrop: series.backdrop.map(image).filter((url): url is string => url !== null),
      }),
    },
    seasons: info.seasons.map((season) => ({ ...season, cover: image(season.cover) })),
    episodes: Object.fromEntries(
      Object.entries(info.episodes).map(([season, list]) => [season, list.map(episode)]),
    ),
  }
}
